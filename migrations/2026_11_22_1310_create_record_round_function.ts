import { type Kysely, sql } from 'kysely';

/**
 * `record_round`: stores a hand that does not end its game — the new version, the round, its
 * transactions, the audit entry and the answer for retries — only if the game is still in play at
 * the version the hand was scored on, and returns whether it did. One call, all of it or nothing.
 *
 * A function because the database keeps the plans of a function's statements: sent as one statement
 * of five parts, the embedded database spent three times as long planning it as running it, on
 * every hand (bench/live). The server computes every value (the engine scores the hand); this only
 * stores them. Callers are listed in server/src/db/change-tracking.ts with the tables it writes.
 */
export async function up(db: Kysely<any>): Promise<void> {
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
      p_answer_response jsonb
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
      insert into audit_log (actor_id, action, entity, entity_id, before, after)
      values (p_actor_id, 'round.record', 'game', p_game_id::text, p_audit_before, p_audit_after);
      if p_answer_key is not null then
        insert into idempotency_keys (key, player_id, game_id, status_code, response)
        values (p_answer_key, p_answer_player_id, p_game_id, p_answer_status_code, p_answer_response);
      end if;
      return true;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function record_round`.execute(db);
}
