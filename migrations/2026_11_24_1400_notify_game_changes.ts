import { type Kysely, sql } from 'kysely';

/**
 * A change to a game's own records (the game, its players' seats, rounds, transactions, chombos)
 * announces itself on `club_changed` with the game: `<table> <variant> <type> <id>`. Instances then
 * drop only what was read from that game or its kind of game (a leaderboard of another kind, another
 * game's page stay kept). A row whose game cannot be found (its game deleted in the same statement)
 * announces the table alone, as does a truncate: everything read from it is dropped.
 */
const GAME_TABLES = ['games', 'game_players', 'rounds', 'transactions', 'chombos'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_game_changed() returns trigger language plpgsql as $$
    declare
      changed record;
      game record;
    begin
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
    $$`.execute(db);
  for (const table of GAME_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_club_changed`)} on ${sql.table(table)}`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_club_changed`)}
      after truncate on ${sql.table(table)}
      for each statement execute function notify_club_changed()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_game_changed`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_game_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of GAME_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_game_changed`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_club_changed`)} on ${sql.table(table)}`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_club_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_club_changed()`.execute(db);
  }
  await sql`drop function notify_game_changed()`.execute(db);
}
