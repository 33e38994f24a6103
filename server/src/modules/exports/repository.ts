/** Queries for the downloads that the games and leaderboard modules do not already make. */
import { type Kysely, sql } from 'kysely';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';

export interface PlayerGameRow {
  id: number;
  variant: GameVariantColumn;
  type: GameTypeColumn;
  status: string;
  createdAt: Date;
  endedAt: Date | null;
  seat: number;
  placement: number | null;
  finalScore: number | null;
  eloDelta: number | null;
  /** The four usernames in seat order. */
  usernames: string[];
  /** The rule set the game is played under: its preset's id, and the switches changed on top. */
  ruleset: string;
  rulesChanged: string;
}

/** Every game the player sat in (finished or not), oldest first, with everyone at the table. */
export async function findPlayerGames(
  db: Kysely<Database>,
  playerId: number,
  filter: { variant?: GameVariantColumn | undefined; type?: GameTypeColumn | undefined },
): Promise<PlayerGameRow[]> {
  const { rows } = await sql<PlayerGameRow>`
    select g.id, g.variant, g.type, g.status, g.created_at, g.ended_at,
      gp.seat, gp.placement, gp.final_score, gp.elo_delta,
      array_agg(p.username order by o.seat) as usernames,
      g.rules->>'id' as ruleset,
      coalesce((
        select string_agg(key || '=' || (g.rules->key)::text, '; ' order by ordinality)
        from jsonb_array_elements_text(g.rules->'changed') with ordinality as changed(key, ordinality)
      ), '') as "rulesChanged"
    from game_players gp
    join games g on g.id = gp.game_id
    join game_players o on o.game_id = g.id
    join players p on p.id = o.player_id
    where gp.player_id = ${playerId}
      ${filter.variant === undefined ? sql`` : sql`and g.variant = ${filter.variant}`}
      ${filter.type === undefined ? sql`` : sql`and g.type = ${filter.type}`}
    group by g.id, g.rules, gp.seat, gp.placement, gp.final_score, gp.elo_delta
    order by g.created_at, g.id`.execute(db);
  return rows;
}

export function findPlayerName(db: Kysely<Database>, id: number) {
  return db.selectFrom('players').select(['id', 'username']).where('id', '=', id).executeTakeFirst();
}
