/**
 * Round submissions under load: each connection records fresh valid hands (exhaustive draws) on a
 * game of its own, with a new Idempotency-Key each, starting a new game when one ends. With
 * `pauseMs`, each connection waits that long after each hand (a steady trickle of writes beside reads).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/types.ts';
import { createTestPlayer } from '../../server/src/test/players.ts';

async function newGame(url: string, db: Kysely<Database>, headers: Record<string, string>) {
  const seats = [];
  for (let i = 0; i < 4; i += 1) seats.push((await createTestPlayer(db)).player.id);
  const response = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ variant: 'jp', type: 'CASUAL', players: seats }),
  });
  return (await response.json()) as { id: number; version: number };
}

export async function submitRounds(
  url: string,
  db: Kysely<Database>,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  pauseMs = 0,
) {
  const latencies: number[] = [];
  let errors = 0;
  let key = 0;
  const run = randomUUID();
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    let game = await newGame(url, db, headers);
    while (Date.now() < end) {
      key += 1;
      const started = performance.now();
      const response = await fetch(`${url}/api/games/jp/${game.id}/rounds`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `${run}-${key}` },
        body: JSON.stringify({ expectedVersion: game.version, riichis: [], tenpais: [0], transactions: [] }),
      });
      const body = (await response.json()) as { id: number; version: number; status: string };
      latencies.push(performance.now() - started);
      if (response.status !== 200) errors += 1;
      game =
        response.status === 200 && body.status === 'IN_PROGRESS' ? body : await newGame(url, db, headers);
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name: 'POST …/rounds (fresh hand)',
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}
