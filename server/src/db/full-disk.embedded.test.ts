/**
 * The embedded database's disk fills up while the club records: the server says so (health 503, every
 * change 503 with words to act on), never answers a 404 for a game that exists, and once there is room
 * again takes changes by itself, with every hand it acknowledged still there — also after a restart.
 */
import type { GameView } from '@mahjong/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TestApp } from '../test/app.ts';
import { openTemplateIn } from '../test/backup-support.ts';
import { createTestGame, draw, postRound } from '../test/games.ts';
import { injectedDisk, type SmallDisk, smallDisk } from '../test/small-disk.ts';
import { openPglite } from './connect.ts';

/** Every seat tenpai: the dealer stays and nobody pays, so a game takes as many hands as a test needs. */
const quietHand = draw([0, 1, 2, 3]);
const STORAGE_CODES = ['DISK_FULL', 'DISK_ERROR', 'DATABASE_STOPPED'];

describe('a full disk under the embedded database', () => {
  let disk: SmallDisk | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    disk?.free();
    await disk?.remove();
  });

  async function start(chosen: SmallDisk): Promise<TestApp> {
    disk = chosen;
    const database = await openTemplateIn(chosen.dataDir, 'test', chosen.faults);
    const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', DATA_DIR: chosen.dataDir });
    app = await buildApp({ config, database, writeRateLimit: false, requestBudgets: false });
    await app.ready();
    return { app, database, config, close: () => app!.close() };
  }

  /** Records hands until one is refused; returns the game as the last acknowledged one left it, and the refusal. */
  async function recordUntilRefused(
    t: TestApp,
    game: GameView,
    headers: Record<string, string>,
    key: (n: number) => string,
  ) {
    let acknowledged = game;
    for (let n = 0; n < 400; n += 1) {
      const answer = await postRound(t, game, headers, acknowledged.version, quietHand, key(n));
      if (answer.statusCode !== 200) return { acknowledged, refused: answer, n };
      acknowledged = answer.json();
    }
    throw new Error('the disk never filled');
  }

  const expectStorageRefusal = (answer: LightMyRequestResponse) => {
    expect(answer.statusCode, answer.body).toBe(503);
    expect(STORAGE_CODES).toContain(answer.json().error.code);
    expect(answer.headers['retry-after']).toBeDefined();
  };

  async function scenario(chosen: SmallDisk) {
    const t = await start(chosen);
    const { game, recorder } = await createTestGame(t, 'jp');
    const key = (n: number) => `hand-${game.id}-${n}`;
    let acknowledged = game;
    for (let n = 0; n < 3; n += 1) {
      const answer = await postRound(t, game, recorder.headers, acknowledged.version, quietHand, key(n));
      expect(answer.statusCode, answer.body).toBe(200);
      acknowledged = answer.json();
    }

    chosen.fill();
    const first = await recordUntilRefused(t, acknowledged, recorder.headers, (n) => key(3 + n));
    acknowledged = first.acknowledged;
    expectStorageRefusal(first.refused);
    const refusedKey = key(3 + first.n);
    console.log(
      `${chosen.kind} disk: ${first.n} more hands stored before one was refused (${first.refused.json().error.code})`,
    );

    // The health check says why; changes are refused before they start…
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().reason).toMatch(/^(DISK_FULL|DISK_ERROR|DATABASE_STOPPED)$/);
    expectStorageRefusal(
      await postRound(t, game, recorder.headers, acknowledged.version, quietHand, refusedKey),
    );
    // …and no read answers 404 for what exists: the game as acknowledged, or a 503.
    for (const url of [
      `/api/games/jp/${game.id}`,
      '/api/games?page=1&pageSize=20',
      `/api/games/current/jp`,
    ]) {
      const read = await t.app.inject({ url });
      expect([200, 503], `${url}: ${read.body}`).toContain(read.statusCode);
      if (url === `/api/games/jp/${game.id}` && read.statusCode === 200)
        expect(read.json()).toEqual(acknowledged);
    }

    // Room again: the server takes changes by itself, and the hand sent again with its key is stored once.
    chosen.free();
    await vi.waitFor(async () => expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200), {
      timeout: 60_000,
      interval: 500,
    });
    const retried = await postRound(t, game, recorder.headers, acknowledged.version, quietHand, refusedKey);
    expect(retried.statusCode, retried.body).toBe(200);
    const stored = (await t.app.inject({ url: `/api/games/jp/${game.id}` })).json() as GameView;
    expect(stored.rounds).toHaveLength(acknowledged.rounds.length + 1);
    expect(stored.rounds.slice(0, -1)).toEqual(acknowledged.rounds);

    // Every acknowledged hand is in the files: a restart reads them back.
    await app?.close();
    app = undefined;
    const reopened = await openPglite({ dataDir: chosen.dataDir, opener: 'test' });
    try {
      const rounds = await reopened.db
        .selectFrom('rounds')
        .select('id')
        .where('gameId', '=', game.id)
        .execute();
      expect(rounds).toHaveLength(stored.rounds.length);
    } finally {
      await reopened.close();
    }
  }

  it('on a small file system that fills up (or, where none can be mounted, writes that fail)', {
    timeout: 180_000,
  }, async () => {
    await scenario(await smallDisk());
  });

  it('when every write of the database fails (a PANIC: the database is reopened from its files)', {
    timeout: 180_000,
  }, async () => {
    await scenario(injectedDisk());
  });
});
