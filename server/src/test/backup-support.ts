/** Helpers of the backup tests: a small club to back up, and the scripts run as `npm run` runs them. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import type { TestApp } from './app.ts';
import { createTestGame, hkRon, playRounds, ron } from './games.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Three games with rounds on `database`; returns their ids and round counts. */
export async function seedClub(database: DatabaseHandle): Promise<string> {
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, closeDatabase: false, writeRateLimit: false });
  const t: TestApp = { app, database, config, close: () => app.close() };
  try {
    const jp = await createTestGame(t, 'jp');
    await playRounds(t, jp.game, jp.recorder.headers, [ron(1, 0, 3, 30), ron(2, 3, 1, 30)]);
    const hk = await createTestGame(t, 'hk');
    await playRounds(t, hk.game, hk.recorder.headers, [hkRon(0, 1, 8)]);
    await createTestGame(t, 'jp', 'RANKED');
    return await gamesSummary(database);
  } finally {
    await app.close();
  }
}

export async function gamesSummary(database: DatabaseHandle): Promise<string> {
  const rows = await database.db
    .selectFrom('games')
    .leftJoin('rounds', 'rounds.gameId', 'games.id')
    .select(({ fn }) => ['games.id', 'games.variant', fn.count<number>('rounds.id').as('rounds')])
    .groupBy(['games.id', 'games.variant'])
    .orderBy('games.id')
    .execute();
  return JSON.stringify(rows.map((row) => ({ ...row, rounds: Number(row.rounds) })));
}

export const script = (name: string, args: string[], env: Record<string, string>) =>
  run('node', [join(root, 'scripts', name), ...args], { cwd: root, env: { ...process.env, ...env } });
