/**
 * Stored rows → the game of DESIGN §3. The rounds shown are the stored ones (what was recorded
 * and scored at the time); only the round to play next is asked of the engine.
 */
import {
  type CurrentRound,
  concludeHongKongRound,
  concludeRiichiRound,
  type GameRound,
  type GameView,
  HONG_KONG_FIRST_ROUND,
  type HongKongRoundInput,
  isHandsListFlagged,
  type RatingChange,
  RIICHI_FIRST_ROUND,
  type RiichiRoundInput,
  type Ruleset,
  ratingChangeParts,
  rulesetSchema,
  type TransactionResult,
  type Wind,
} from '@mahjong/shared';
import type { GameRow, RoundRow } from '../../../db/types.ts';
import type { SeatRow } from '../store/game-repository.ts';
import { handDetails } from '../store/hand-details.ts';
import type { TransactionRow } from '../store/round-repository.ts';
import { finalResultsOf } from './final-results.ts';

export const iso = (date: Date | string): string => new Date(date).toISOString();

/** A round as the view needs it (the write path builds its new round without reading it back). */
export type RoundViewRow = Omit<RoundRow, 'gameId' | 'createdAt' | 'recordedBy'> & {
  /** The username of who recorded it, if they are still known. */
  recorderName: string | null;
};
/** A transaction as the view needs it. */
export type TransactionViewRow = Omit<TransactionRow, 'id' | 'gameId'>;
export type SeatViewRow = SeatRow;
export interface ChomboViewRow {
  id: number;
  playerId: number;
  reason: string;
  createdAt: Date;
}

function transactionView(row: TransactionViewRow, input: unknown): TransactionResult {
  const { yaku, open, patterns } = handDetails(input, row);
  const hand =
    row.points !== null
      ? { points: row.points, ...(patterns === undefined ? {} : { patterns }) }
      : row.han !== null && row.fu !== null
        ? {
            han: row.han,
            fu: row.fu,
            dora: row.dora ?? 0,
            ...(yaku === undefined ? {} : { yaku }),
            ...(open === undefined ? {} : { open }),
          }
        : undefined;
  return {
    transactionType: row.transactionType,
    ...(row.winner === null ? {} : { winner: row.winner }),
    ...(row.loser === null ? {} : { loser: row.loser }),
    ...(row.paoPlayerIndex === null ? {} : { paoPlayerIndex: row.paoPlayerIndex }),
    ...(hand === undefined ? {} : { hand }),
    scoreDeltas: row.scoreDeltas,
  };
}

/** Rounds with their transactions and the running totals after each. */
export function roundViews(
  rules: Ruleset,
  rounds: readonly RoundViewRow[],
  transactions: readonly TransactionViewRow[],
): GameRound[] {
  const variant = rules.variant;
  let totals = [0, 1, 2, 3].map(() => rules.startPoints);
  return rounds.map((round) => {
    totals = totals.map((total, seat) => total + (round.scoreDeltas[seat] ?? 0));
    const own = transactions
      .filter((transaction) => transaction.roundId === round.id)
      .map((transaction) => transactionView(transaction, round.input));
    const riichiPart =
      variant === 'jp'
        ? {
            bonus: round.bonus,
            startRiichiStickCount: round.startRiichiStickCount,
            endRiichiStickCount: round.endRiichiStickCount,
            riichis: round.riichis,
            tenpais: round.tenpais,
          }
        : {};
    return {
      roundCount: round.id,
      roundIndex: round.roundIndex,
      roundWind: round.roundWind as Wind,
      roundNumber: round.roundNumber,
      ...riichiPart,
      transactions: own,
      scoreDeltas: round.scoreDeltas,
      totals,
      recordedBy: round.recorderName,
    };
  });
}

/** The round to record next: East 1 for a new game, else what the engine makes of the last one under the game's rules. */
export function nextRound(
  game: Pick<GameRow, 'status' | 'rules'>,
  rounds: readonly Pick<
    RoundViewRow,
    'roundWind' | 'roundNumber' | 'bonus' | 'startRiichiStickCount' | 'input'
  >[],
): CurrentRound | null {
  if (game.status === 'FINISHED') return null;
  const last = rounds.at(-1);
  const rules = game.rules;
  if (last === undefined)
    return rules.variant === 'jp' ? { ...RIICHI_FIRST_ROUND } : { ...HONG_KONG_FIRST_ROUND };
  const position = { roundWind: last.roundWind as Wind, roundNumber: last.roundNumber };
  if (rules.variant === 'hk') {
    return concludeHongKongRound(position, last.input as HongKongRoundInput, rules).nextRound;
  }
  const state = { ...position, bonus: last.bonus, startRiichiStickCount: last.startRiichiStickCount };
  return concludeRiichiRound(state, last.input as RiichiRoundInput, rules).nextRound;
}

export function totalsOf(rules: Ruleset, rounds: readonly Pick<RoundRow, 'scoreDeltas'>[]): number[] {
  return [0, 1, 2, 3].map(
    (seat) => rules.startPoints + rounds.reduce((sum, round) => sum + (round.scoreDeltas[seat] ?? 0), 0),
  );
}

/** A finished game's rating changes with their parts, from the ratings it was rated from. */
export function ratingChanges(rules: Ruleset, seats: readonly SeatViewRow[]): RatingChange[] | null {
  const rated = seats.flatMap((seat) =>
    seat.eloBefore === null || seat.eloDelta === null || seat.finalScore === null
      ? []
      : [{ ...seat, eloBefore: seat.eloBefore, eloDelta: seat.eloDelta, finalScore: seat.finalScore }],
  );
  if (rated.length !== seats.length || rated.length === 0) return null;
  const parts = ratingChangeParts(
    rules.variant,
    rated.map((seat) => ({
      id: seat.playerId,
      seat: seat.seat,
      elo: seat.eloBefore,
      score: seat.finalScore,
    })),
    rules,
  );
  return rated.map((seat) => {
    const { placePoints, expectedPlacePoints, scorePart, centring } = parts[seat.playerId] ?? {
      placePoints: 0,
      expectedPlacePoints: 0,
      scorePart: 0,
      centring: 0,
    };
    return {
      playerId: seat.playerId,
      before: seat.eloBefore,
      after: seat.eloBefore + seat.eloDelta,
      delta: seat.eloDelta,
      placePoints,
      expectedPlacePoints,
      scorePart,
      centring,
    };
  });
}

export interface GameRows {
  game: GameRow;
  seats: readonly SeatViewRow[];
  rounds: readonly RoundViewRow[];
  transactions: readonly TransactionViewRow[];
  chombos: readonly ChomboViewRow[];
}

export function gameView({ game, seats, rounds, transactions, chombos }: GameRows): GameView {
  const variant = game.variant;
  const rules = game.rules;
  const finished = game.status === 'FINISHED';
  const currentRound = nextRound(game, rounds);
  const eloDeltas: Record<string, number> = {};
  for (const seat of seats) if (seat.eloDelta !== null) eloDeltas[String(seat.playerId)] = seat.eloDelta;
  const complete = (values: Array<number | null>) =>
    finished && values.every((value) => value !== null) ? (values as number[]) : null;
  return {
    id: game.id,
    variant,
    type: game.type,
    status: game.status,
    recorderId: game.recorderId,
    seasonId: game.seasonId,
    players: seats.map((seat) => ({ id: seat.playerId, username: seat.username, seat: seat.seat })),
    rounds: roundViews(rules, rounds, transactions),
    currentRound,
    // In the answer's own key order: the database keeps JSON keys in an order of its own, and an
    // answer sent as stored bytes (a retried write) must read the same as one encoded afresh.
    rules: rulesetSchema.parse(rules),
    totals: totalsOf(rules, rounds),
    finalScores: complete(seats.map((seat) => seat.finalScore)),
    placements: complete(seats.map((seat) => seat.placement)),
    finalResults: finished ? finalResultsOf(rules, seats, chombos) : null,
    eloDeltas,
    ratingChanges: finished ? ratingChanges(rules, seats) : null,
    chombos: chombos.map((chombo) => ({
      id: chombo.id,
      playerId: chombo.playerId,
      reason: chombo.reason,
      createdAt: iso(chombo.createdAt),
    })),
    flagged: isHandsListFlagged(
      rounds.map((round) => ({
        roundWind: round.roundWind as Wind,
        roundNumber: round.roundNumber,
        scoreDeltas: round.scoreDeltas,
      })),
      currentRound,
      rules.startPoints,
      rules.variant === 'hk' || rules.negativeEnds,
    ),
    version: game.version,
    createdAt: iso(game.createdAt),
    endedAt: game.endedAt === null ? null : iso(game.endedAt),
  };
}
