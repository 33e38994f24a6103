import { describeTypedSeasons } from '../../test/typed-seasons.ts';

describeTypedSeasons(process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database');
