import { describeGameSearch } from '../../../test/game-search.ts';

// The same search on PostgreSQL whatever else runs there (left out of the embedded run).
describeGameSearch('PostgreSQL');
