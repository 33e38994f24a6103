/**
 * Seeds a club for the statistics benchmark straight into the tables, in batches: players, four
 * half-year seasons, finished games with their seats, rounds and transactions, and some chombos.
 *
 * Rounds come from a few hundred games drawn by the demo's hand generator and scored by the
 * engine (`replayGame`, as the server does); each seeded game reuses one of them with a random
 * table of players, so the shape (hands per game, wins, draws, pao, multiple ron) is realistic.
 * Rating changes are computed with the engine in end order per variant, type and season, like
 * the server's, so ratings and leaderboards hold believable numbers. Then VACUUM ANALYZE.
 */
import { clubRules, type GameType, placements, ratingDeltas, type Variant } from '@mahjong/shared';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, RoundsTable, TransactionsTable } from '../../server/src/db/types.ts';
import { type ReplayedGame, replayGame } from '../../server/src/modules/games/store/replay.ts';
import { roundValues } from '../../server/src/modules/games/store/round-repository.ts';
import { drawGame } from '../../server/src/scripts/demo/play.ts';
import { type Random, seededRandom } from '../../server/src/scripts/demo/random.ts';

export interface SeedOptions {
  players: number;
  games: number;
  /** Distinct engine-played games whose rounds are reused. */
  templates: number;
  chombos: number;
  seed: number;
  /** Called after each batch with the number of games stored so far. */
  onProgress?: (games: number) => void;
}

export interface SeededClub {
  playerIds: number[];
  seasonIds: number[];
  rounds: number;
  transactions: number;
}

const DAY = 86_400_000;
const GAMES_PER_BATCH = 2_000;

type NewGame = Insertable<Database['games']>;
type NewSeat = Insertable<Database['gamePlayers']>;
type NewRound = Insertable<RoundsTable>;
type NewTransaction = Insertable<TransactionsTable>;
const KINDS: ReadonlyArray<readonly [readonly [Variant, GameType], number]> = [
  [['jp', 'RANKED'], 60],
  [['jp', 'CASUAL'], 20],
  [['hk', 'RANKED'], 12],
  [['hk', 'CASUAL'], 8],
];

interface Template {
  replayed: ReplayedGame;
  places: number[];
}

function drawTemplates(random: Random, variant: Variant, count: number): Template[] {
  return Array.from({ length: count }, () => {
    const skills = [0, 1, 2, 3].map(() => 0.7 + random.next() * 0.6);
    const replayed = replayGame(clubRules(variant), drawGame(random, variant, skills));
    if (!replayed.finalScores) throw new Error('a template game did not end');
    return {
      replayed,
      places: placements(replayed.finalScores),
    };
  });
}

/**
 * Inserts rows in chunks that stay under 32 767 parameters per statement: PostgreSQL allows 65 535,
 * but PGlite reads the count as a signed 16-bit number (bench/backup seeds a club on it too).
 */
async function insertChunks<T extends object>(
  rows: readonly T[],
  columns: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  const size = Math.floor(30_000 / columns);
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export async function seedClub(db: Kysely<Database>, options: SeedOptions): Promise<SeededClub> {
  const random = seededRandom(options.seed);
  const now = Date.now();

  const players = Array.from({ length: options.players }, (_, i) => ({
    username: `bench_${String(i + 1).padStart(4, '0')}`,
    passwordHash: 'not-a-real-hash',
    japaneseQualified: true,
    hongKongQualified: true,
  }));
  const playerIds: number[] = [];
  await insertChunks(players, 4, async (chunk) => {
    const rows = await db.insertInto('players').values(chunk).returning('id').execute();
    playerIds.push(...rows.map((row) => row.id));
  });

  // Four half-year seasons: the last one contains today, so leaderboards default to it.
  const seasons = [3, 2, 1, 0].map((back) => ({
    name: `Bench season ${4 - back}`,
    startDate: isoDay(now - (back + 1) * 182 * DAY + DAY),
    endDate: isoDay(now - back * 182 * DAY + (back === 0 ? 90 * DAY : 0)),
  }));
  const seasonRows = await db.insertInto('seasons').values(seasons).returning(['id', 'startDate']).execute();
  const seasonOn = (day: string) =>
    [...seasonRows].reverse().find((season) => season.startDate <= day)?.id ?? null;

  const templates = {
    jp: drawTemplates(random, 'jp', Math.ceil(options.templates * 0.75)),
    hk: drawTemplates(random, 'hk', Math.ceil(options.templates * 0.25)),
  };

  const ratings = new Map<string, number>();
  const span = 4 * 182 * DAY - 2 * DAY;
  const chomboSeats: Array<{ gameId: number; playerId: number }> = [];
  let roundCount = 0;
  let transactionCount = 0;
  for (let first = 1; first <= options.games; first += GAMES_PER_BATCH) {
    const batch = {
      games: [] as NewGame[],
      seats: [] as NewSeat[],
      rounds: [] as NewRound[],
      transactions: [] as NewTransaction[],
    };
    for (let id = first; id < first + GAMES_PER_BATCH && id <= options.games; id += 1) {
      const [variant, type] = random.weighted(KINDS);
      const template = random.pick(templates[variant]);
      const played = template.replayed.rounds;
      const endedAt = new Date(now - span + Math.floor((span * id) / options.games));
      const createdAt = new Date(endedAt.getTime() - played.length * 9 * 60_000);
      const seasonId = seasonOn(isoDay(createdAt.getTime()));
      const table = random.sample(playerIds, 4);
      const finalScores = template.replayed.finalScores ?? [];
      const key = (playerId: number) => `${variant}/${type}/${seasonId}/${playerId}`;
      const before = table.map((playerId) => ratings.get(key(playerId)) ?? 1500);
      const deltas = ratingDeltas(
        variant,
        table.map((playerId, seat) => ({
          id: playerId,
          seat,
          elo: before[seat] ?? 1500,
          score: finalScores[seat] ?? 0,
        })),
      );
      batch.games.push({
        id,
        variant,
        type,
        status: 'FINISHED',
        seasonId,
        createdAt,
        endedAt,
        version: played.length,
        rules: JSON.stringify(clubRules(variant)),
      });
      table.forEach((playerId, seat) => {
        const eloDelta = deltas[playerId] ?? 0;
        ratings.set(key(playerId), (before[seat] ?? 1500) + eloDelta);
        batch.seats.push({
          gameId: id,
          seat,
          playerId,
          finalScore: finalScores[seat] ?? 0,
          placement: template.places[seat] ?? 4,
          eloBefore: before[seat] ?? 1500,
          eloDelta,
        });
      });
      if (chomboSeats.length < options.chombos && random.chance(0.02)) {
        chomboSeats.push({ gameId: id, playerId: random.pick(table) });
      }
      played.forEach((round) => {
        roundCount += 1;
        const roundId = roundCount;
        batch.rounds.push({ id: roundId, gameId: id, ...roundValues(round), createdAt });
        for (const transaction of round.transactions) {
          transactionCount += 1;
          batch.transactions.push({ id: transactionCount, roundId, gameId: id, ...transaction });
        }
      });
    }
    // Explicit ids keep rounds and transactions linked without a round trip per row.
    await insertChunks(batch.games, 8, (chunk) => db.insertInto('games').values(chunk).execute());
    await insertChunks(batch.seats, 7, (chunk) => db.insertInto('gamePlayers').values(chunk).execute());
    await insertChunks(batch.rounds, 13, (chunk) => db.insertInto('rounds').values(chunk).execute());
    await insertChunks(batch.transactions, 13, (chunk) =>
      db.insertInto('transactions').values(chunk).execute(),
    );
    options.onProgress?.(Math.min(first + GAMES_PER_BATCH - 1, options.games));
  }
  for (const table of ['games', 'rounds', 'transactions']) {
    await sql`select setval(${`${table}_id_seq`}, (select max(id) from ${sql.table(table)}))`.execute(db);
  }

  const chombos = chomboSeats.map((seat) => ({ ...seat, reason: 'Wrong call' }));
  await insertChunks(chombos, 3, (chunk) => db.insertInto('chombos').values(chunk).execute());
  // What autovacuum would have done by the time a club has this many games: statistics for the
  // planner and a visibility map (index-only scans need it after a bulk load).
  await sql`vacuum analyze`.execute(db);
  return {
    playerIds,
    seasonIds: seasonRows.map((season) => season.id),
    rounds: roundCount,
    transactions: transactionCount,
  };
}
