import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpectatorCounts } from './spectators.ts';

const timing = { publishMs: 250, heartbeatMs: 1_000 };

/** A SpectatorCounts whose publications are recorded. */
function counts(clustered = true) {
  const totals: Array<Array<[string, number]>> = [];
  const shares: Array<{ counts: Array<[string, number]>; full: boolean }> = [];
  const spectators = new SpectatorCounts(
    { totals: (changed) => totals.push(changed), share: (c, full) => shares.push({ counts: c, full }) },
    timing,
    clustered,
  );
  return { spectators, totals, shares };
}

describe('watcher counts', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('publishes a crowd arriving at once as one message per game, not one per arrival', () => {
    const { spectators, totals, shares } = counts();
    for (let i = 0; i < 1_000; i += 1) spectators.join('/games/jp/1');
    for (let i = 0; i < 10; i += 1) spectators.join('/games/jp/2');
    vi.advanceTimersByTime(0);
    expect(totals).toEqual([
      [
        ['/games/jp/1', 1_000],
        ['/games/jp/2', 10],
      ],
    ]);
    expect(shares).toEqual([{ counts: totals[0], full: false }]);
    // Within the next quarter second, changes wait for one publication.
    spectators.leave('/games/jp/1');
    spectators.leave('/games/jp/1');
    vi.advanceTimersByTime(100);
    expect(totals).toHaveLength(1);
    vi.advanceTimersByTime(150);
    expect(totals.at(-1)).toEqual([['/games/jp/1', 998]]);
    spectators.stop();
  });

  it('tells a bigger audience its count less often: once per quarter second per thousand watchers', () => {
    const { spectators, totals } = counts(false);
    for (let i = 0; i < 2_500; i += 1) spectators.join('/games/jp/1');
    spectators.join('/games/jp/2');
    vi.advanceTimersByTime(0);
    expect(totals).toHaveLength(1);
    spectators.leave('/games/jp/1');
    spectators.leave('/games/jp/2');
    vi.advanceTimersByTime(250);
    // The small game's count goes out a quarter second later; the big one's waits three quarters.
    expect(totals.at(-1)).toEqual([['/games/jp/2', 0]]);
    vi.advanceTimersByTime(400);
    expect(totals).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(totals.at(-1)).toEqual([['/games/jp/1', 2_499]]);
    spectators.stop();
  });

  it("drops another instance's share three heartbeats after its last message", () => {
    const { spectators, totals } = counts();
    spectators.join('/games/jp/1');
    spectators.applyShare('other', [['/games/jp/1', 4]], true, 500);
    expect(spectators.total('/games/jp/1')).toBe(5);
    vi.advanceTimersByTime(1_400);
    spectators.applyShare('other', [['/games/jp/1', 6]], false, 500);
    vi.advanceTimersByTime(1_400);
    expect(spectators.total('/games/jp/1')).toBe(7);
    vi.advanceTimersByTime(200);
    expect(spectators.total('/games/jp/1')).toBe(1);
    expect(spectators.sharingInstances).toBe(0);
    vi.advanceTimersByTime(250);
    expect(totals.at(-1)).toEqual([['/games/jp/1', 1]]);
    spectators.stop();
  });

  it('sends the whole share with every heartbeat, and an empty one when it stops', () => {
    const { spectators, shares } = counts();
    spectators.join('/games/jp/1');
    spectators.join('/games/hk/2');
    vi.advanceTimersByTime(1_000);
    expect(shares.at(-1)).toEqual({
      counts: [
        ['/games/jp/1', 1],
        ['/games/hk/2', 1],
      ],
      full: true,
    });
    spectators.stop();
    expect(shares.at(-1)).toEqual({ counts: [], full: true });
  });

  it('shares nothing on a single instance (the embedded database)', () => {
    const { spectators, totals, shares } = counts(false);
    spectators.join('/games/jp/1');
    vi.advanceTimersByTime(5_000);
    expect(totals).toEqual([[['/games/jp/1', 1]]]);
    expect(shares).toEqual([]);
    spectators.stop();
  });

  it('always publishes the true total, whatever the order of joins, leaves, shares and silences', () => {
    const game = fc.constantFrom('/games/jp/1', '/games/jp/2', '/games/hk/3');
    const server = fc.constantFrom('b', 'c');
    const step = fc.oneof(
      fc.record({ join: game }),
      fc.record({ leave: game }),
      fc.record({
        server,
        counts: fc.array(fc.tuple(game, fc.nat(5)), { maxLength: 3 }),
        full: fc.boolean(),
      }),
      fc.record({ wait: fc.integer({ min: 0, max: 2_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { spectators, totals } = counts();
        // The model: own counts, each other instance's counts and when it was last heard.
        const own = new Map<string, number>();
        const others = new Map<string, { counts: Map<string, number>; heardAt: number }>();
        let now = 0;
        const expected = (g: string) => {
          let sum = own.get(g) ?? 0;
          for (const share of others.values()) sum += share.counts.get(g) ?? 0;
          return sum;
        };
        const games = ['/games/jp/1', '/games/jp/2', '/games/hk/3'];
        for (const next of steps) {
          if ('join' in next) {
            own.set(next.join, (own.get(next.join) ?? 0) + 1);
            spectators.join(next.join);
          } else if ('leave' in next) {
            if ((own.get(next.leave) ?? 0) === 0) continue;
            own.set(next.leave, (own.get(next.leave) ?? 0) - 1);
            spectators.leave(next.leave);
          } else if ('server' in next) {
            const share = others.get(next.server) ?? { counts: new Map(), heardAt: now };
            if (next.full) share.counts = new Map();
            for (const [g, c] of next.counts) share.counts.set(g, c);
            share.heardAt = now;
            others.set(next.server, share);
            spectators.applyShare(next.server, next.counts, next.full, 500);
          } else {
            vi.advanceTimersByTime(next.wait);
            now += next.wait;
            for (const [id, share] of others) if (now - share.heardAt >= 1_500) others.delete(id);
          }
          for (const g of games) expect(spectators.total(g)).toBe(expected(g));
        }
        // Once the other instances fall silent, what was published is this instance's own count.
        vi.advanceTimersByTime(2_000);
        const published = new Map<string, number>();
        for (const changed of totals) for (const [g, total] of changed) published.set(g, total);
        for (const g of games) expect(published.get(g) ?? 0).toBe(own.get(g) ?? 0);
        spectators.stop();
      }),
      { numRuns: 200 },
    );
  });
});
