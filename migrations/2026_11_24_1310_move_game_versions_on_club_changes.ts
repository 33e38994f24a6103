import { type Kysely, sql } from 'kysely';

/**
 * Every change a game's page shows moves the game's version, also when it comes from outside the
 * game's own writes: a season deleted (`on delete set null`) or moved (games put in another season),
 * a player renamed or removed (their games show the new name). Whatever is kept per game and version
 * (the state of the last hand recorded, answers stored for retries) can then never outlive such a
 * change, and a hand scored on the game as it was is refused (409) like any stale write.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function move_game_version() returns trigger language plpgsql as $$
    begin
      if new.version = old.version then
        new.version := old.version + 1;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger games_version_on_link_change
    before update of season_id, recorder_id on games
    for each row
    when (old.season_id is distinct from new.season_id or old.recorder_id is distinct from new.recorder_id)
    execute function move_game_version()`.execute(db);

  await sql`
    create function move_game_versions_of_player() returns trigger language plpgsql as $$
    begin
      update games set version = version + 1
      where id in (select gp.game_id from game_players gp where gp.player_id = new.id);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger players_game_versions_on_rename
    after update of username on players
    for each row
    when (old.username is distinct from new.username)
    execute function move_game_versions_of_player()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger players_game_versions_on_rename on players`.execute(db);
  await sql`drop function move_game_versions_of_player()`.execute(db);
  await sql`drop trigger games_version_on_link_change on games`.execute(db);
  await sql`drop function move_game_version()`.execute(db);
}
