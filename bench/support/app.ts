/**
 * What the benches share of the app: the real app on a database with every limit off (each bench's
 * clients come from 127.0.0.1, and what is measured is the app's work, not the budgets in front of it),
 * and a casual riichi game started through the API.
 */
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import type { DatabaseHandle } from '../../server/src/db/connect.ts';
import { createTestPlayer } from '../../server/src/test/players.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/** The app on `database`, silent, serving no client, with the rate limits and request budgets off. */
export function appWithoutLimits(database: DatabaseHandle): Promise<App> {
  return buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' }),
    database,
    rateLimits: false,
    writeRateLimit: false,
    requestBudgets: false,
  });
}

/** Four new players and a casual riichi game between them; the first player records it. */
export async function startGame(app: App): Promise<{ id: number; cookie: string }> {
  const players = [];
  for (let seat = 0; seat < 4; seat += 1) players.push(await createTestPlayer(app.db));
  const answer = await app.inject({
    method: 'POST',
    url: '/api/games',
    headers: players[0]?.headers,
    payload: { variant: 'jp', type: 'CASUAL', players: players.map((p) => p.player.id) },
  });
  if (answer.statusCode !== 201) throw new Error(`could not start a game: ${answer.body}`);
  return { id: (answer.json() as { id: number }).id, cookie: players[0]?.headers.cookie ?? '' };
}
