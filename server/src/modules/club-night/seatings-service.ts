/**
 * Seating a round: propose (free players four to a table), adjust (swap two players), confirm (every
 * table's game starts at once, through the game-creation service, in one transaction).
 */
import type {
  GameType,
  GameView,
  Player,
  SeatingBody,
  SeatingConfirmation,
  SeatingProposal,
  SeatingSwapBody,
} from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, SeatingRow } from '../../db/types.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { GameChange } from '../games/frame/changes.ts';
import { isWriteRace } from '../games/frame/write.ts';
import { createGameIn, isQualified } from '../games/lifecycle/create-service.ts';
import { toPlayer } from '../players/player.ts';
import { currentRatings } from '../ratings/ratings-repository.ts';
import { listCheckins, lockCheckins } from './checkins-repository.ts';
import { assertCanSeat } from './checkins-service.ts';
import type { Night } from './night.ts';
import { bumpNightVersion, lockNight, seatedTablesSince, seatsTonight } from './night-repository.ts';
import { pairKey, planSeating, repeatedPairsAt } from './seating-plan.ts';
import {
  findPlayerRows,
  findSeating,
  insertSeatedTables,
  insertSeating,
  markSeatingConfirmed,
  updateSeatingPlaces,
} from './seatings-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

const seatingNotFound = () => notFound('SEATING_NOT_FOUND', 'There is no such seating.');
const alreadyConfirmed = () =>
  conflict('SEATING_CONFIRMED', 'This seating has been confirmed already: its tables are playing.');

/** Tonight so far: who is free to sit down, who played with whom, how many games each has had. */
async function tonight(db: Db, night: Night) {
  const [checkins, seats] = [await listCheckins(db, night.since), await seatsTonight(db, night.since)];
  const playing = new Set(seats.filter((seat) => seat.status === 'IN_PROGRESS').map((seat) => seat.playerId));
  const byGame = new Map<number, number[]>();
  const gamesTonight = new Map<number, number>();
  for (const seat of seats) {
    byGame.set(seat.gameId, [...(byGame.get(seat.gameId) ?? []), seat.playerId]);
    gamesTonight.set(seat.playerId, (gamesTonight.get(seat.playerId) ?? 0) + 1);
  }
  const paired = new Set<string>();
  for (const players of byGame.values()) {
    for (const a of players) for (const b of players) if (a !== b) paired.add(pairKey(a, b));
  }
  const free = checkins.filter((row) => !playing.has(row.playerId));
  return { free, paired, gamesTonight };
}

/** Table numbers for `count` new tables: the lowest ones no game in progress tonight is using. */
async function freeTableNumbers(db: Db, night: Night, count: number): Promise<number[]> {
  const seated = await seatedTablesSince(db, night.since);
  const statuses = await seatsTonight(db, night.since);
  const inProgress = new Set(statuses.filter((s) => s.status === 'IN_PROGRESS').map((s) => s.gameId));
  const used = new Set(seated.filter((row) => inProgress.has(row.gameId)).map((row) => row.tableNumber));
  const numbers: number[] = [];
  for (let number = 1; numbers.length < count; number += 1) if (!used.has(number)) numbers.push(number);
  return numbers;
}

async function proposalOf(db: Db, night: Night, seating: SeatingRow): Promise<SeatingProposal> {
  const ids = [...seating.tables.flat(), ...seating.waiting];
  const [rows, ratings, { paired }, numbers] = [
    await findPlayerRows(db, ids),
    await currentRatings(db, { variant: seating.variant, type: seating.type, seasonId: null }, ids),
    await tonight(db, night),
    await freeTableNumbers(db, night, seating.tables.length),
  ];
  const names = new Map(rows.map((row) => [row.id, row.username]));
  return {
    id: seating.id,
    variant: seating.variant,
    type: seating.type,
    method: seating.method,
    tables: seating.tables.map((playerIds, index) => ({ table: numbers[index] as number, playerIds })),
    waiting: seating.waiting,
    players: ids.map((id) => ({ id, username: names.get(id) ?? '', rating: ratings.get(id) ?? 0 })),
    repeatedPairs: repeatedPairsAt(seating.tables, paired),
  };
}

export async function proposeSeating(
  db: Kysely<Database>,
  night: Night,
  actor: Player,
  body: SeatingBody,
  random: () => number,
): Promise<SeatingProposal> {
  await assertCanSeat(db, night, actor);
  const { free, paired, gamesTonight } = await tonight(db, night);
  if (free.length < 4) {
    throw conflict(
      'NOT_ENOUGH_PLAYERS',
      `A table needs four players, and ${free.length === 1 ? 'only 1 checked-in player is' : `${free.length} checked-in players are`} free.`,
      { free: free.length },
    );
  }
  const ids = free.map((row) => row.playerId);
  const ratings = await currentRatings(db, { variant: body.variant, type: body.type, seasonId: null }, ids);
  const plan = planSeating({
    candidates: ids.map((id) => ({
      id,
      rating: ratings.get(id) ?? 0,
      gamesTonight: gamesTonight.get(id) ?? 0,
    })),
    method: body.method,
    pairedTonight: paired,
    random,
  });
  const seating = await insertSeating(db, {
    ...body,
    tables: plan.tables,
    waiting: plan.waiting,
    createdBy: actor.id,
    createdAt: night.now,
  });
  return proposalOf(db, night, seating);
}

/** Swaps two players of a proposal: between tables, within one (their seats), or with someone waiting. */
export async function swapSeats(
  db: Kysely<Database>,
  night: Night,
  actor: Player,
  id: number,
  { a, b }: SeatingSwapBody,
): Promise<SeatingProposal> {
  await assertCanSeat(db, night, actor);
  return db.transaction().execute(async (trx) => {
    const seating = await findSeating(trx, id, true);
    if (!seating) throw seatingNotFound();
    if (seating.status === 'CONFIRMED') throw alreadyConfirmed();
    const places = [...seating.tables, seating.waiting];
    const find = (player: number, field: 'a' | 'b') => {
      const list = places.find((row) => row.includes(player));
      if (!list) throw badRequest('NOT_IN_SEATING', `${field}: player ${player} is not in this seating`);
      return { list, index: list.indexOf(player) };
    };
    const first = find(a, 'a');
    const second = find(b, 'b');
    first.list[first.index] = b;
    second.list[second.index] = a;
    await updateSeatingPlaces(trx, id, { tables: seating.tables, waiting: seating.waiting });
    return proposalOf(trx, night, seating);
  });
}

export interface ConfirmedSeating {
  confirmation: SeatingConfirmation;
  games: GameView[];
  /** The board's version after the change. */
  version: number;
  seatingId: number;
  /** Every table's game started, for the publisher once the seating has committed. */
  changes: readonly GameChange[];
}

export async function confirmSeating(
  db: Kysely<Database>,
  night: Night,
  actor: Player,
  id: number,
): Promise<ConfirmedSeating> {
  await assertCanSeat(db, night, actor);
  try {
    return await db.transaction().execute(async (trx) => {
      // The proposal, its players' check-ins, then the night: a confirmation of the same players or of
      // other tables waits here for this one, and then reads who is free and which tables are taken
      // after it. Every confirmation takes them in this order, so none waits on another in a circle.
      const seating = await findSeating(trx, id, true);
      if (!seating) throw seatingNotFound();
      if (seating.status === 'CONFIRMED') throw alreadyConfirmed();
      await lockCheckins(trx, seating.tables.flat());
      await lockNight(trx);
      const { free } = await tonight(trx, night);
      const freeIds = new Set(free.map((row) => row.playerId));
      const gone = seating.tables.flat().filter((player) => !freeIds.has(player));
      if (gone.length > 0) {
        throw conflict(
          'SEATING_OUT_OF_DATE',
          'Since this seating was proposed, someone at its tables has checked out or sat down at another table. Seat the round again.',
        );
      }
      const rows = new Map((await findPlayerRows(trx, seating.tables.flat())).map((row) => [row.id, row]));
      const numbers = await freeTableNumbers(trx, night, seating.tables.length);
      const games: GameView[] = [];
      const tables: SeatingConfirmation['tables'] = [];
      for (const [index, playerIds] of seating.tables.entries()) {
        const players = playerIds.map((player) => rows.get(player)).filter((row) => row !== undefined);
        // Ranked only where all four are qualified; the East seat records the table's hands.
        const type: GameType =
          seating.type === 'RANKED' && players.every((row) => isQualified(row, seating.variant))
            ? 'RANKED'
            : 'CASUAL';
        const recorder = players[0];
        if (!recorder || players.length !== 4) throw seatingOutOfDate();
        const game = await createGameIn(trx, {
          variant: seating.variant,
          type,
          players: playerIds,
          actor: toPlayer(recorder),
          now: night.now,
        });
        games.push(game);
        tables.push({ table: numbers[index] as number, gameId: game.id, type });
      }
      await insertSeatedTables(
        trx,
        tables.map((table) => ({ seatingId: id, tableNumber: table.table, gameId: table.gameId })),
      );
      await markSeatingConfirmed(trx, id, night.now);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'seating.confirm',
        entity: 'seating',
        entityId: id,
        before: null,
        after: { tables },
      });
      return {
        confirmation: { tables },
        games,
        version: await bumpNightVersion(trx),
        seatingId: id,
        changes: games.map((game) => ({ kind: 'started', game }) as const),
      };
    });
  } catch (error) {
    if (!(error instanceof AppError) && isWriteRace(error)) throw alreadyConfirmed();
    throw error;
  }
}

const seatingOutOfDate = () =>
  conflict('SEATING_OUT_OF_DATE', 'A player at these tables has left the club. Seat the round again.');
