import { describe, expect, it } from 'vitest';
import { readLogFilters, writeLogFilters } from './log-filters.ts';

describe('log filters in the address', () => {
  it('reads known values and falls back to page 1 of 25 for anything else', () => {
    expect(
      readLogFilters(
        new URLSearchParams('variant=hk&type=RANKED&status=FINISHED&season=2&player=9&page=4&pageSize=100'),
      ),
    ).toEqual({
      variant: 'hk',
      type: 'RANKED',
      status: 'FINISHED',
      season: 2,
      player: 9,
      page: 4,
      pageSize: 100,
    });
    expect(
      readLogFilters(new URLSearchParams('variant=xx&type=ranked&page=-1&pageSize=30&season=abc&player=0')),
    ).toEqual({
      variant: undefined,
      type: undefined,
      status: undefined,
      season: undefined,
      player: undefined,
      page: 1,
      pageSize: 25,
    });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const filters = readLogFilters(new URLSearchParams('type=CASUAL&page=2&pageSize=50'));
    expect(writeLogFilters(filters).toString()).toBe('type=CASUAL&page=2&pageSize=50');
    expect(writeLogFilters({ page: 1, pageSize: 25 }).toString()).toBe('');
  });
});
