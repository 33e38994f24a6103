import { type Kysely, sql } from 'kysely';

/**
 * Each round remembers who recorded it (the game page shows who recorded the last hand, now that
 * any of the four players can take over). `record_round` stores it with the round; a player
 * renamed or removed moves the versions of the games whose rounds they recorded, as of the games
 * they sit in (their name is shown there too).
 */
const RECORD_ROUND = (withRecorder: boolean) => sql`
  create or replace function record_round(
    p_game_id integer,
    p_read_version integer,
    p_round jsonb,
    p_transactions jsonb,
    p_audit jsonb,
    p_answer jsonb
  ) returns boolean language plpgsql as $$
  begin
    update games set version = version + 1
    where id = p_game_id and version = p_read_version and status = 'IN_PROGRESS';
    if not found then
      return false;
    end if;
    insert into rounds (id, game_id, round_index, round_wind, round_number, bonus,
      start_riichi_stick_count, end_riichi_stick_count, riichis, tenpais, score_deltas, input
      ${withRecorder ? sql`, recorded_by` : sql``})
    select r.id, p_game_id, r.round_index, r.round_wind, r.round_number, r.bonus,
      r.start_riichi_stick_count, r.end_riichi_stick_count, r.riichis, r.tenpais, r.score_deltas, r.input
      ${withRecorder ? sql`, r.recorded_by` : sql``}
    from jsonb_populate_record(null::rounds, p_round) r;
    insert into transactions (round_id, game_id, position, transaction_type, winner, loser,
      pao_player_index, han, fu, dora, points, score_deltas)
    select (p_round->>'id')::integer, p_game_id, t.position, t.transaction_type, t.winner, t.loser,
      t.pao_player_index, t.han, t.fu, t.dora, t.points, t.score_deltas
    from jsonb_populate_recordset(null::transactions, p_transactions) t;
    insert into audit_log (actor_id, action, entity, entity_id, before, after, client_address)
    select a.actor_id, 'round.record', 'game', p_game_id::text, a.before, a.after, a.client_address
    from jsonb_populate_record(null::audit_log, p_audit) a;
    if p_answer is not null then
      insert into idempotency_keys (key, player_id, game_id, status_code, response, request_hash)
      select k.key, k.player_id, p_game_id, k.status_code, k.response, k.request_hash
      from jsonb_populate_record(null::idempotency_keys, p_answer) k;
    end if;
    return true;
  end
  $$`;

const MOVE_GAME_VERSIONS_OF_PLAYER = (withRecorded: boolean) => sql`
  create or replace function move_game_versions_of_player() returns trigger language plpgsql as $$
  begin
    update games set version = version + 1
    where id in (select gp.game_id from game_players gp where gp.player_id = new.id)
      ${withRecorded ? sql`or id in (select r.game_id from rounds r where r.recorded_by = new.id)` : sql``};
    return null;
  end
  $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rounds')
    .addColumn('recorded_by', 'integer', (col) => col.references('players.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('rounds_recorded_by_index').on('rounds').column('recorded_by').execute();
  await RECORD_ROUND(true).execute(db);
  await MOVE_GAME_VERSIONS_OF_PLAYER(true).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await MOVE_GAME_VERSIONS_OF_PLAYER(false).execute(db);
  await RECORD_ROUND(false).execute(db);
  await db.schema.dropIndex('rounds_recorded_by_index').execute();
  await db.schema.alterTable('rounds').dropColumn('recorded_by').execute();
}
