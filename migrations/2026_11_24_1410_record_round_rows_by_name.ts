import { type Kysely, sql } from 'kysely';

/**
 * `record_round` takes its rows by name: the round, its transactions, the audit entry and the
 * answer kept for retries, each a JSON object keyed by the table's column names
 * (jsonb_populate_record), instead of 23 arguments in a row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop function record_round`.execute(db);
  await sql`
    create function record_round(
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
        start_riichi_stick_count, end_riichi_stick_count, riichis, tenpais, score_deltas, input)
      select r.id, p_game_id, r.round_index, r.round_wind, r.round_number, r.bonus,
        r.start_riichi_stick_count, r.end_riichi_stick_count, r.riichis, r.tenpais, r.score_deltas, r.input
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
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function record_round`.execute(db);
  await sql`
    create function record_round(
      p_game_id integer,
      p_read_version integer,
      p_round_id integer,
      p_round_index integer,
      p_round_wind text,
      p_round_number smallint,
      p_bonus smallint,
      p_start_riichi_stick_count smallint,
      p_end_riichi_stick_count smallint,
      p_riichis integer[],
      p_tenpais integer[],
      p_score_deltas integer[],
      p_input jsonb,
      p_transactions json,
      p_actor_id integer,
      p_audit_before jsonb,
      p_audit_after jsonb,
      p_answer_key text,
      p_answer_player_id integer,
      p_answer_status_code smallint,
      p_answer_response jsonb,
      p_answer_request_hash text,
      p_client_address text
    ) returns boolean language plpgsql as $$
    begin
      update games set version = version + 1
      where id = p_game_id and version = p_read_version and status = 'IN_PROGRESS';
      if not found then
        return false;
      end if;
      insert into rounds (id, game_id, round_index, round_wind, round_number, bonus,
        start_riichi_stick_count, end_riichi_stick_count, riichis, tenpais, score_deltas, input)
      values (p_round_id, p_game_id, p_round_index, p_round_wind, p_round_number, p_bonus,
        p_start_riichi_stick_count, p_end_riichi_stick_count, p_riichis, p_tenpais, p_score_deltas, p_input);
      insert into transactions (round_id, game_id, position, transaction_type, winner, loser,
        pao_player_index, han, fu, dora, points, score_deltas)
      select p_round_id, p_game_id, t.position, t.transaction_type, t.winner, t.loser,
        t.pao_player_index, t.han, t.fu, t.dora, t.points, t.score_deltas
      from json_to_recordset(p_transactions) as t(position smallint, transaction_type text,
        winner smallint, loser smallint, pao_player_index smallint, han smallint, fu smallint,
        dora smallint, points smallint, score_deltas integer[]);
      insert into audit_log (actor_id, action, entity, entity_id, before, after, client_address)
      values (p_actor_id, 'round.record', 'game', p_game_id::text, p_audit_before, p_audit_after,
        p_client_address);
      if p_answer_key is not null then
        insert into idempotency_keys (key, player_id, game_id, status_code, response, request_hash)
        values (p_answer_key, p_answer_player_id, p_game_id, p_answer_status_code, p_answer_response,
          p_answer_request_hash);
      end if;
      return true;
    end
    $$`.execute(db);
}
