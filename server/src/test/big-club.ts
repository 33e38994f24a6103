/**
 * A big club for tests, built in seconds: a few dozen games played by the demo's hand generator and
 * scored by the engine (`replayGame`, as the server stores them) are inserted as they are, then
 * copied inside the database by `insert … select` over `generate_series` until the club has
 * `games` finished games, each at another table of players, across four seasons. One statement per
 * table, no round trip per row (bench/stats/seed.ts seeds the same shape row by row, for the bench).
 */
import { clubRules, type GameType, placements, type Variant } from '@mahjong/shared';
import { type Kysely, sql } from 'kysely';
import { writes } from '../db/declared-writes.ts';
import type { Database } from '../db/types.ts';
import { replayGame } from '../modules/games/store/replay.ts';
import { roundValues } from '../modules/games/store/round-repository.ts';
import { drawGame } from '../scripts/demo/play.ts';
import { seededRandom } from '../scripts/demo/random.ts';

export interface BigClub {
  playerIds: number[];
  seasonIds: number[];
}

const KINDS: Array<[Variant, GameType]> = [
  ['jp', 'RANKED'],
  ['jp', 'RANKED'],
  ['jp', 'CASUAL'],
  ['hk', 'RANKED'],
];
const TEMPLATES = 24;
/** Round ids are `game id × this + round index`, so copies need no lookup of their rounds' ids. */
const ROUNDS_PER_GAME = 1_000;
const DAY = 86_400_000;

export async function seedBigClub(
  db: Kysely<Database>,
  options: { games: number; players: number },
): Promise<BigClub> {
  const random = seededRandom(17);
  const players = await writes(
    ['players'],
    sql<{ id: number }>`
    insert into players (username, password_hash, japanese_qualified, hong_kong_qualified)
    select 'club_' || n, 'not-a-real-hash', true, true from generate_series(1, ${sql.lit(options.players)}) n
    returning id`,
  ).execute(db);
  const playerIds = players.rows.map((row) => row.id);
  const now = Date.now();
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  // Four seasons of 100 days each, the last one containing today.
  const seasons = await db
    .insertInto('seasons')
    .values(
      [3, 2, 1, 0].map((back) => ({
        name: `Season ${4 - back}`,
        startDate: isoDay(now - (back + 1) * 100 * DAY + DAY),
        endDate: isoDay(now - back * 100 * DAY + (back === 0 ? 50 * DAY : 0)),
      })),
    )
    .returning('id')
    .execute();
  const seasonIds = seasons.map((row) => row.id);

  // The templates: games 1 … TEMPLATES, as the server would have stored them.
  for (let id = 1; id <= TEMPLATES; id += 1) {
    const [variant, type] = KINDS[id % KINDS.length] as [Variant, GameType];
    const skills = [0, 1, 2, 3].map(() => 0.7 + random.next() * 0.6);
    const replayed = replayGame(clubRules(variant), drawGame(random, variant, skills));
    const finalScores = replayed.finalScores ?? [0, 0, 0, 0];
    const places = placements(finalScores);
    await db
      .insertInto('games')
      .values({
        id,
        variant,
        type,
        status: 'FINISHED',
        version: replayed.rounds.length,
        rules: JSON.stringify(clubRules(variant)),
      })
      .execute();
    await db
      .insertInto('gamePlayers')
      .values(
        [0, 1, 2, 3].map((seat) => ({
          gameId: id,
          seat,
          playerId: playerIds[seat] ?? 0,
          finalScore: finalScores[seat] ?? 0,
          placement: places[seat] ?? 4,
          eloBefore: 1500,
          eloDelta: [15, 5, -5, -15][(places[seat] ?? 4) - 1] ?? 0,
        })),
      )
      .execute();
    for (const round of replayed.rounds) {
      const roundId = id * ROUNDS_PER_GAME + round.roundIndex;
      await db
        .insertInto('rounds')
        .values({ id: roundId, gameId: id, ...roundValues(round) })
        .execute();
      if (round.transactions.length > 0) {
        await db
          .insertInto('transactions')
          .values(round.transactions.map((t) => ({ ...t, gameId: id, roundId })))
          .execute();
      }
    }
  }

  // The copies: game g is template (g mod TEMPLATES) + 1 at a table of four distinct players,
  // ending one after another over the last 400 days, each in the season of its day.
  // Plain numbers of our own, written into the statements (generate_series needs typed arguments).
  const games = sql.lit(options.games);
  const playerCount = sql.lit(options.players);
  const spread = sql.lit(Math.floor(options.players / 4));
  const templates = sql.lit(TEMPLATES);
  const roundsPerGame = sql.lit(ROUNDS_PER_GAME);
  // The copies are consistent by construction: skip the per-row foreign-key checks and triggers.
  await sql`set session_replication_role = replica`.execute(db);
  await writes(
    ['games'],
    sql`
    with copies as (
      select g, (g % ${templates}) + 1 as template,
        now() - make_interval(secs => (${games} - g) * (400 * 86400.0 / ${games})) as ended_at
      from generate_series(${sql.lit(TEMPLATES + 1)}, ${games}) g
    )
    insert into games (id, variant, type, status, season_id, version, rules, created_at, ended_at)
    select c.g, t.variant, t.type, 'FINISHED',
      (select s.id from seasons s where s.start_date <= c.ended_at::date order by s.start_date desc limit 1),
      t.version, t.rules, c.ended_at - interval '1 hour', c.ended_at
    from copies c join games t on t.id = c.template`,
  ).execute(db);
  await writes(
    ['game_players'],
    sql`
    insert into game_players (game_id, seat, player_id, final_score, placement, elo_before, elo_delta)
    select g.id, tp.seat,
      (${sql.raw(`array[${playerIds.join(',')}]`)})[((g.id * 7 + tp.seat * ${spread}) % ${playerCount}) + 1],
      tp.final_score, tp.placement, tp.elo_before, tp.elo_delta
    from games g join game_players tp on tp.game_id = (g.id % ${templates}) + 1
    where g.id > ${templates}`,
  ).execute(db);
  await writes(
    ['rounds'],
    sql`
    insert into rounds (id, game_id, round_index, round_wind, round_number, bonus,
      start_riichi_stick_count, end_riichi_stick_count, riichis, tenpais, score_deltas, input, created_at)
    select g.id * ${roundsPerGame} + r.round_index, g.id, r.round_index, r.round_wind, r.round_number,
      r.bonus, r.start_riichi_stick_count, r.end_riichi_stick_count, r.riichis, r.tenpais,
      r.score_deltas, r.input, g.ended_at
    from games g join rounds r on r.game_id = (g.id % ${templates}) + 1
    where g.id > ${templates}`,
  ).execute(db);
  await writes(
    ['transactions'],
    sql`
    insert into transactions (round_id, game_id, position, transaction_type, winner, loser,
      pao_player_index, han, fu, dora, points, score_deltas)
    select g.id * ${roundsPerGame} + (t.round_id % ${roundsPerGame}), g.id, t.position,
      t.transaction_type, t.winner, t.loser, t.pao_player_index, t.han, t.fu, t.dora, t.points,
      t.score_deltas
    from games g join transactions t on t.game_id = (g.id % ${templates}) + 1
    where g.id > ${templates}`,
  ).execute(db);
  await writes(
    ['chombos'],
    sql`
    insert into chombos (game_id, player_id, reason)
    select gp.game_id, gp.player_id, 'Wrong call' from game_players gp
    where gp.seat = 0 and gp.game_id % 97 = 0`,
  ).execute(db);
  await sql`set session_replication_role = default`.execute(db);
  await sql`select setval('games_id_seq', ${games})`.execute(db);
  await sql`select setval('rounds_id_seq', (select max(id) from rounds))`.execute(db);
  // What autovacuum would have done by the time a club has this many games.
  await sql`vacuum analyze`.execute(db);
  return { playerIds, seasonIds };
}
