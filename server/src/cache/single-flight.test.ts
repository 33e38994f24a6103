import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.ts';

/** A computation that counts its runs and settles when told to. */
function deferred() {
  let runs = 0;
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  return {
    get runs() {
      return runs;
    },
    compute: () =>
      new Promise<string>((resolve, reject) => {
        runs += 1;
        settle = { resolve, reject };
      }),
    resolve: (value: string) => settle?.resolve(value),
    reject: (error: Error) => settle?.reject(error),
  };
}

describe('SingleFlight', () => {
  it('computes once for ten concurrent askers of one key, and each gets the value', async () => {
    const flights = new SingleFlight<string>();
    const board = deferred();
    const askers = Array.from({ length: 10 }, () => flights.run('leaderboard:jp', board.compute));
    expect(board.runs).toBe(1);
    board.resolve('the board');
    expect(await Promise.all(askers)).toEqual(Array(10).fill('the board'));
    expect(flights.size).toBe(0);
  });

  it('computes each key apart', async () => {
    const flights = new SingleFlight<string>();
    const jp = deferred();
    const hk = deferred();
    const answers = [
      flights.run('jp', jp.compute),
      flights.run('hk', hk.compute),
      flights.run('jp', jp.compute),
    ];
    expect([jp.runs, hk.runs]).toEqual([1, 1]);
    jp.resolve('jp');
    hk.resolve('hk');
    expect(await Promise.all(answers)).toEqual(['jp', 'hk', 'jp']);
  });

  it('passes a failure to every asker of that computation and does not keep it', async () => {
    const flights = new SingleFlight<string>();
    const failing = deferred();
    const askers = Array.from({ length: 3 }, () => flights.run('stats', failing.compute));
    failing.reject(new Error('connection lost'));
    for (const asker of askers) await expect(asker).rejects.toThrow('connection lost');
    expect(flights.has('stats')).toBe(false);

    const next = deferred();
    const answer = flights.run('stats', next.compute);
    expect(next.runs).toBe(1);
    next.resolve('stats');
    expect(await answer).toBe('stats');
  });

  it('passes on a computation that throws before it starts, without keeping it', async () => {
    const flights = new SingleFlight<string>();
    await expect(
      flights.run('x', () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(flights.size).toBe(0);
  });

  it('starts afresh for askers after `forget`, while earlier askers keep the running one', async () => {
    const flights = new SingleFlight<string>();
    const before = deferred();
    const early = flights.run('k', before.compute);
    flights.forget('k');
    const after = deferred();
    const late = flights.run('k', after.compute);
    expect([before.runs, after.runs]).toEqual([1, 1]);
    after.resolve('new');
    before.resolve('old');
    expect([await early, await late]).toEqual(['old', 'new']);
    expect(flights.size).toBe(0);
  });
});
