/**
 * SIGTERM in the middle of a club night, for the server on either database: HANDS tables each send
 * one hand over a connection of its own, and the server is told to stop once every connection is
 * open and the first hand is answered. It must answer every hand (stored, or a clean 503), cut none,
 * and exit 0; the caller then counts what is in the database.
 */
import { request } from 'node:http';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { createTestGame, ron } from './games.ts';
import type { SpawnedServer } from './spawned-server.ts';

export const HANDS = 50;

export interface Table {
  path: string;
  cookie: string;
  body: string;
}

/** HANDS games in progress, each with its recorder: one hand each, so no two hands meet. */
export async function seedTables(t: TestApp): Promise<Table[]> {
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

/** Sends every table's hand, SIGTERMs the server mid-burst, checks every hand was answered; how many were stored. */
export async function sigtermDuringBurst(server: SpawnedServer, tables: readonly Table[]): Promise<number> {
  const url = await server.url;
  // SIGTERM once every connection is open and the first hand is answered: the rest are in flight.
  let open = 0;
  let firstAnswer = false;
  let told = false;
  let answeredAfterSigterm = 0;
  const tell = () => {
    if (told || open < tables.length || !firstAnswer) return;
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
          if (told) answeredAfterSigterm += 1;
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
  for (const outcome of outcomes) {
    if ('status' in outcome && outcome.status !== 200) {
      expect(outcome).toEqual({ status: 503, code: 'UNAVAILABLE' });
    }
  }
  // Told to stop with the burst under way (the hands not answered yet were in flight, read or still
  // queued for the server to take), and it answered them all.
  expect(answeredAfterSigterm).toBeGreaterThan(0);
  expect(server.log()).toContain('"signal":"SIGTERM"');
  const stored = outcomes.filter((outcome) => 'status' in outcome && outcome.status === 200).length;
  expect(stored).toBeGreaterThanOrEqual(1);
  return stored;
}
