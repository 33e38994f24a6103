import { describe, expect, it } from 'vitest';
import { readLogFilters, writeLogFilters } from './log-filters.ts';

const read = (query: string) => readLogFilters(new URLSearchParams(query));

describe('log filters in the address', () => {
  it('reads known values and falls back to page 1 of 25 for anything else', () => {
    expect(
      read(
        'variant=hk&type=RANKED&status=FINISHED&season=2&players=9,4&ruleset=half-gun' +
          '&from=2026-09-01&to=2026-09-30&sort=result&resultOf=4&page=4&pageSize=100',
      ),
    ).toEqual({
      variant: 'hk',
      type: 'RANKED',
      status: 'FINISHED',
      season: 2,
      players: [9, 4],
      ruleset: 'half-gun',
      from: '2026-09-01',
      to: '2026-09-30',
      sort: 'result',
      resultOf: 4,
      page: 4,
      pageSize: 100,
    });
    expect(
      read(
        'variant=xx&type=ranked&page=-1&pageSize=30&season=abc&players=0,x&ruleset=WRC!' +
          '&from=2026-02-30&to=yesterday&sort=result',
      ),
    ).toEqual({
      variant: undefined,
      type: undefined,
      status: undefined,
      season: undefined,
      players: [],
      ruleset: undefined,
      from: undefined,
      to: undefined,
      sort: undefined,
      resultOf: undefined,
      page: 1,
      pageSize: 25,
    });
  });

  it('takes the older player=ID as one of the players, each once, at most four', () => {
    expect(read('player=7').players).toEqual([7]);
    expect(read('players=3,7&player=7').players).toEqual([3, 7]);
    expect(read('players=1,2,3,4,5').players).toEqual([1, 2, 3, 4]);
  });

  it("sorts by a result only of a chosen player, and drops a range's end before its start", () => {
    expect(read('players=3&sort=result&resultOf=8')).toMatchObject({ sort: undefined, resultOf: undefined });
    expect(read('from=2026-09-10&to=2026-09-01')).toMatchObject({ from: '2026-09-10', to: undefined });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const filters = read('type=CASUAL&page=2&pageSize=50');
    expect(writeLogFilters(filters).toString()).toBe('type=CASUAL&page=2&pageSize=50');
    expect(writeLogFilters({ page: 1, pageSize: 25 }).toString()).toBe('');
    const shared =
      'variant=jp&ruleset=wrc&from=2026-09-01&to=2026-09-30&players=3%2C8&sort=result&resultOf=8';
    expect(writeLogFilters(read(shared)).toString()).toBe(shared);
  });
});
