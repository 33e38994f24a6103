/**
 * SIGTERM in the middle of a club night: the server (server.ts, its own process, on the embedded
 * database in DATA_DIR) answers every hand it was sent — stored, or a clean 503 — cuts none, closes
 * the database and exits 0, and every hand it said it stored is there when the database opens again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/connect.ts';
import type { TestApp } from './app.ts';
import { openTemplateIn } from './backup-support.ts';
import { createTestGame, ron } from './games.ts';
import { spawnServer } from './spawned-server.ts';

const HANDS = 50;
const temp = mkdtempSync(join(tmpdir(), 'mahjong-shutdown-'));
const dataDir = join(temp, 'data');
afterAll(() => rmSync(temp, { recursive: true, force: true, maxRetries: 5 }));

interface Table {
  path: string;
  cookie: string;
  body: string;
}

/** HANDS games in progress, each with its recorder: one hand each, so no two hands meet. */
async function seedTables(): Promise<Table[]> {
  const database = await openTemplateIn(dataDir);
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, writeRateLimit: false, requestBudgets: false });
  const t: TestApp = { app, database, config, close: () => app.close() };
  try {
    const tables: Table[] = [];
    for (let i = 0; i < HANDS; i += 1) {
      const { game, recorder } = await createTestGame(t, 'jp');
      tables.push({
        path: `/api/games/jp/${game.id}/rounds`,
        cookie: recorder.headers.cookie,
        body: JSON.stringify({ expectedVersion: game.version, ...ron(1, 0, 3, 30) }),
      });
    }
    return tables;
  } finally {
    await app.close();
  }
}

type Outcome = { status: number; code?: string } | { error: string };

/** Posts a hand over a connection of its own; `connected` once the connection is open. */
function postHand(url: string, table: Table, connected: () => void, answered: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(`${url}${table.path}`, {
      method: 'POST',
      agent: false,
      headers: { cookie: table.cookie, 'content-type': 'application/json' },
    });
    req.once('socket', (socket) => socket.once('connect', connected));
    req.once('response', (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        answered();
        const code = res.statusCode === 200 ? undefined : JSON.parse(body)?.error?.code;
        resolve({ status: res.statusCode ?? 0, code });
      });
    });
    req.once('error', (error) => resolve({ error: error.message }));
    req.end(table.body);
  });
}

describe('shutting down on SIGTERM', () => {
  it(`answers every one of ${HANDS} hands sent as it is told to stop, then closes the database and exits`, {
    timeout: 180_000,
  }, async () => {
    const tables = await seedTables();
    const server = spawnServer(dataDir);
    const url = await server.url;

    // SIGTERM once every connection is open and the first hand is answered: the rest are in flight.
    let open = 0;
    let firstAnswer = false;
    let told = false;
    const tell = () => {
      if (told || open < HANDS || !firstAnswer) return;
      told = true;
      server.child.kill('SIGTERM');
    };
    const outcomes = await Promise.all(
      tables.map((table) =>
        postHand(
          url,
          table,
          () => {
            open += 1;
            tell();
          },
          () => {
            firstAnswer = true;
            tell();
          },
        ),
      ),
    );
    expect(told).toBe(true);
    expect(await server.exited, server.log()).toBe(0);

    const cut = outcomes.filter((outcome) => 'error' in outcome);
    expect(cut, `${JSON.stringify(outcomes)}\n${server.log()}`).toEqual([]);
    const statuses = outcomes.map((outcome) => ('status' in outcome ? outcome.status : 0));
    for (const outcome of outcomes) {
      if ('status' in outcome && outcome.status !== 200) {
        expect(outcome).toEqual({ status: 503, code: 'UNAVAILABLE' });
      }
    }
    // Told to stop with hands still in flight, and it finished them.
    const stopping = server
      .log()
      .split('\n')
      .filter((line) => line.includes('shutting down: finishing requests in flight'))
      .map((line) => JSON.parse(line) as { inFlight: number; unread: number });
    expect(stopping).toHaveLength(1);
    expect(stopping[0]!.inFlight + stopping[0]!.unread, server.log()).toBeGreaterThan(0);
    const stored = statuses.filter((status) => status === 200).length;
    expect(stored).toBeGreaterThan(1);

    // The database was closed properly: every hand answered 200 is in it.
    const database = await openPglite({ dataDir, opener: 'test' });
    try {
      const rounds = await database.db
        .selectFrom('rounds')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(rounds.count)).toBe(stored);
    } finally {
      await database.close();
    }
  });
});
