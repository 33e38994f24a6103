/** Fixtures shared by the authorization matrix and the fuzz tests: one actor per role, a game, a dump. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import type { TestApp } from './app.ts';
import { createTestGame, playRounds, ron, type TestGame } from './games.ts';
import { createTestPlayer, type TestPlayer } from './players.ts';

export const ROLES = ['visitor', 'player', 'qualified', 'recorder', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface World {
  /** A casual riichi game with one round and one chombo, recorded by `recorder`. */
  game: TestGame['game'];
  /** The chombo of `game`, the target of the chombo routes. */
  chomboId: number;
  players: TestPlayer[];
  actors: Record<Exclude<Role, 'visitor'>, TestPlayer>;
  /** A season id no other world uses, and a free year for new seasons. */
  seasonId: number;
  freeYear: number;
  /** Another player, the target of admin account routes. */
  target: TestPlayer;
}

let year = 1900;

/** Builds a fresh world: its own players, game (one round played) and season. */
export async function createWorld(t: TestApp): Promise<World> {
  const db = t.app.db;
  const recorder = await createTestPlayer(db, { japaneseQualified: true, hongKongQualified: true });
  const played = await createTestGame(t, 'jp', 'CASUAL', recorder);
  const afterRound = await playRounds(t, played.game, recorder.headers, [ron(1, 0, 1, 30)]);
  const chombo = await t.app.inject({
    method: 'POST',
    url: `/api/games/jp/${afterRound.id}/chombo`,
    headers: recorder.headers,
    payload: {
      expectedVersion: afterRound.version,
      playerId: played.players[2]?.player.id,
      reason: 'false ron',
    },
  });
  if (chombo.statusCode !== 201) throw new Error(`could not record a chombo: ${chombo.body}`);
  const game: TestGame['game'] = chombo.json();
  year += 2;
  const season = await db
    .insertInto('seasons')
    .values({ name: `Season ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    game,
    chomboId: game.chombos[0]?.id ?? 0,
    players: played.players,
    actors: {
      player: await createTestPlayer(db),
      qualified: await createTestPlayer(db, { japaneseQualified: true, hongKongQualified: true }),
      recorder,
      admin: await createTestPlayer(db, { admin: true }),
    },
    seasonId: season.id,
    freeYear: year + 1,
    target: await createTestPlayer(db),
  };
}

export function headersFor(world: World, role: Role): Record<string, string> {
  return role === 'visitor' ? {} : world.actors[role].headers;
}

/**
 * Every table of the app, each row JSON-serialised in primary-key order: equal dumps mean a request
 * changed nothing. Sessions are left out (their last use may be touched by reads).
 */
export async function logicalDump(db: Kysely<Database>): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not in ('sessions', 'kysely_migration', 'kysely_migration_lock')
    order by table_name`.execute(db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)} order by 1, 2`.execute(db);
    parts.push(`${name}:${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}
