import { describeGameSearch } from '../../../test/game-search.ts';

describeGameSearch(process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database');
