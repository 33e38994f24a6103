import { type Kysely, sql } from 'kysely';

/**
 * A player's renaming announces itself on `club_changed` with the player: `players renamed <id>`.
 * Every instance then drops only the answers that name that player (or do not say whom they name),
 * as the instance that made the renaming does. Any other change to a player (a new one, a password,
 * a removal, a rename together with anything else) announces the table alone, as does a truncate:
 * everything read from players is dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_player_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and old.username is distinct from new.username
        and (to_jsonb(old) - 'username') = (to_jsonb(new) - 'username') then
        perform pg_notify('club_changed', concat_ws(' ', tg_table_name, 'renamed', new.id));
      else
        perform pg_notify('club_changed', tg_table_name);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`drop trigger players_club_changed on players`.execute(db);
  await sql`
    create trigger players_club_changed
    after truncate on players
    for each statement execute function notify_club_changed()`.execute(db);
  await sql`
    create trigger players_player_changed
    after insert or update or delete on players
    for each row execute function notify_player_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger players_player_changed on players`.execute(db);
  await sql`drop trigger players_club_changed on players`.execute(db);
  await sql`
    create trigger players_club_changed
    after insert or update or delete or truncate on players
    for each statement execute function notify_club_changed()`.execute(db);
  await sql`drop function notify_player_changed()`.execute(db);
}
