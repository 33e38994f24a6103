import { type Kysely, sql } from 'kysely';

/**
 * A fold of ratings (server/src/modules/games/rating-fold.ts) rewrites the rating changes of every
 * game that ended after a corrected one, up to tens of thousands of rows in one statement. While it
 * runs (`club.folding_ratings` set for the transaction), rows do not announce themselves one by one:
 * the fold announces the tables once (`game_players`, `games`), and everything read from them is
 * dropped.
 */
function notifyGameChanged(quietWhileFolding: boolean) {
  const quiet = quietWhileFolding
    ? sql`if current_setting('club.folding_ratings', true) = 'on' then return null; end if;`
    : sql``;
  return sql`
    create or replace function notify_game_changed() returns trigger language plpgsql as $$
    declare
      changed record;
      game record;
    begin
      ${quiet}
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      if tg_table_name = 'games' then
        if tg_op = 'UPDATE' and (old.variant, old.type) is distinct from (new.variant, new.type) then
          perform pg_notify('club_changed', tg_table_name);
          return null;
        end if;
        perform pg_notify('club_changed', concat_ws(' ', tg_table_name, changed.variant, changed.type, changed.id));
        return null;
      end if;
      select g.variant, g.type, g.id into game from games g where g.id = changed.game_id;
      if found then
        perform pg_notify('club_changed', concat_ws(' ', tg_table_name, game.variant, game.type, game.id));
      else
        perform pg_notify('club_changed', tg_table_name);
      end if;
      return null;
    end
    $$`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await notifyGameChanged(true).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await notifyGameChanged(false).execute(db);
}
