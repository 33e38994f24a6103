import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { DEFAULT_HEAVY_READ_LIMITS, type HeavyRead, HeavyReads, HeavyReadsBusy } from './heavy-reads.ts';

const { running: LIMIT, waiting: QUEUE, retryAfterSeconds } = DEFAULT_HEAVY_READ_LIMITS;

/** Reads that finish when told to. */
function held() {
  let release: () => void = () => {};
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { read: () => open, release };
}

describe('HeavyReads', () => {
  it(`runs ${LIMIT} reads of a kind, lets ${QUEUE} wait, refuses the next, then answers the waiting`, async () => {
    const reads = new HeavyReads();
    const hold = held();
    const started: number[] = [];
    const answers = Array.from({ length: LIMIT + QUEUE }, (_, index) =>
      reads.run('stats', async () => {
        started.push(index);
        await hold.read();
        return index;
      }),
    );
    await vi.waitFor(() => expect(reads.count('stats')).toEqual({ running: LIMIT, waiting: QUEUE }));
    expect(started).toEqual([0, 1]);
    await expect(reads.run('stats', async () => 'too many')).rejects.toBeInstanceOf(HeavyReadsBusy);
    // Another kind has places of its own.
    expect(await reads.run('head-to-head', async () => 'other kind')).toBe('other kind');

    hold.release();
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(reads.count('stats')).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a read that fails', async () => {
    const reads = new HeavyReads({ running: 1, waiting: 0, retryAfterSeconds: 1 });
    await expect(reads.run('stats', async () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await reads.run('stats', async () => 'next')).toBe('next');
    expect(reads.count('stats')).toEqual({ running: 0, waiting: 0 });
  });
});

describe('heavy reads on the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Takes every place of `kind` (running and waiting) until `release`. */
  async function fill(kind: HeavyRead) {
    const hold = held();
    const reads = Array.from({ length: LIMIT + QUEUE }, () => t.app.heavyReads.run(kind, hold.read));
    await vi.waitFor(() => expect(t.app.heavyReads.count(kind).waiting).toBe(QUEUE));
    return async () => {
      hold.release();
      await Promise.all(reads);
    };
  }

  const expectBusy = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
    expect(response.json().error.code).toBe('BUSY');
  };

  it('queues statistics beyond the limit, refuses the next with Retry-After, health answering all along', async () => {
    const hold = held();
    const running = Array.from({ length: LIMIT }, () => t.app.heavyReads.run('stats', hold.read));
    // Four answers not kept yet (one per kind of game): each waits for a place…
    const queued = [
      '/api/stats/jp',
      '/api/stats/jp?type=CASUAL',
      '/api/stats/hk',
      '/api/stats/hk?type=CASUAL',
    ];
    expect(queued).toHaveLength(QUEUE);
    const answers = queued.map((url) => t.app.inject({ url }));
    await vi.waitFor(() => expect(t.app.heavyReads.count('stats').waiting).toBe(QUEUE));
    // …and a second asker of one of them shares its computation instead of taking another place.
    const again = t.app.inject({ url: '/api/stats/jp' });

    await expectBusy('/api/stats/jp?player=1');
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(t.app.heavyReads.count('stats')).toEqual({ running: LIMIT, waiting: QUEUE });

    hold.release();
    await Promise.all(running);
    for (const response of await Promise.all([...answers, again])) {
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await again).body).toBe((await answers[0])?.body);
    expect(t.app.heavyReads.count('stats')).toEqual({ running: 0, waiting: 0 });
  });

  it.each<[HeavyRead, string]>([
    ['head-to-head', '/api/stats/jp/head-to-head?playerA=1&playerB=2'],
    ['games-csv', '/api/players/1/games.csv'],
    ['leaderboard-as-of', '/api/leaderboard/jp?asOf=2026-01-02'],
    ['leaderboard-as-of', '/api/leaderboard/jp.csv?asOf=2026-01-03'],
  ])('refuses %s beyond the limit: %s', async (kind, url) => {
    const release = await fill(kind);
    await expectBusy(url);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await release();
  });

  it("answers today's leaderboard while past days' are all taken: it is kept, not limited", async () => {
    const release = await fill('leaderboard-as-of');
    const response = await t.app.inject({ url: '/api/leaderboard/jp' });
    expect(response.statusCode, response.body).toBe(200);
    await release();
  });
});
