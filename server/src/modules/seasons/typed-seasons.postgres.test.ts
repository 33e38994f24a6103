import { describeTypedSeasons } from '../../test/typed-seasons.ts';

// The same seasons on PostgreSQL whatever else runs there (left out of the embedded run).
describeTypedSeasons('PostgreSQL');
