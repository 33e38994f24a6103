/**
 * The engine, seen from the database: a game is replayed from its stored inputs (plus a new or
 * edited one), and every number the server stores comes out of that replay.
 */
import {
  type HongKongRoundInput,
  type HongKongTransactionResult,
  playHongKongGame,
  playRiichiGame,
  type RiichiRoundInput,
  type RiichiTransactionResult,
  type Ruleset,
  riichiFinalScores,
} from '@mahjong/shared';
import type { Selectable } from 'kysely';
import type { RoundsTable, TransactionsTable } from '../../../db/types.ts';

/** One transaction as its `transactions` row holds it, without the keys that place it. */
export type StoredTransaction = Omit<Selectable<TransactionsTable>, 'id' | 'roundId' | 'gameId'>;

/** One round as the rounds and transactions tables hold it, without the keys that place it. */
export type StoredRound = Omit<
  Selectable<RoundsTable>,
  'id' | 'gameId' | 'input' | 'createdAt' | 'recordedBy'
> & {
  /** The recorder's input, exactly as accepted. */
  input: RiichiRoundInput | HongKongRoundInput;
  transactions: StoredTransaction[];
};

export interface ReplayedGame {
  rounds: StoredRound[];
  /** Absolute totals after the last round. */
  totals: number[];
  ended: boolean;
  /** What the game is rated on once ended (riichi: leftover sticks to the top player). */
  finalScores: number[] | null;
}

function storedTransaction(
  transaction: RiichiTransactionResult | HongKongTransactionResult,
  position: number,
): StoredTransaction {
  const hand = transaction.hand;
  return {
    position,
    transactionType: transaction.transactionType,
    winner: transaction.winner ?? null,
    loser: transaction.loser ?? null,
    paoPlayerIndex: transaction.paoPlayerIndex ?? null,
    han: hand && 'han' in hand ? hand.han : null,
    fu: hand && 'fu' in hand ? hand.fu : null,
    dora: hand && 'dora' in hand ? hand.dora : null,
    points: hand && 'points' in hand ? hand.points : null,
    scoreDeltas: [...transaction.scoreDeltas],
  };
}

/**
 * Replays a whole game under its stored rules. Throws the engine's `ScoringError` (with
 * `roundIndex`) for the first input it refuses, including a round that would come after the end.
 */
export function replayGame(rules: Ruleset, inputs: readonly unknown[]): ReplayedGame {
  if (rules.variant === 'jp') {
    const game = playRiichiGame(inputs as RiichiRoundInput[], rules);
    return {
      rounds: game.rounds.map(({ round, input, result }, roundIndex) => ({
        roundIndex,
        roundWind: round.roundWind,
        roundNumber: round.roundNumber,
        bonus: round.bonus,
        startRiichiStickCount: round.startRiichiStickCount,
        endRiichiStickCount: result.endRiichiStickCount,
        riichis: [...input.riichis],
        tenpais: [...input.tenpais],
        scoreDeltas: [...result.scoreDeltas],
        input,
        transactions: result.transactions.map(storedTransaction),
      })),
      totals: game.totals,
      ended: game.ended,
      finalScores: game.finalScores,
    };
  }
  const game = playHongKongGame(inputs as HongKongRoundInput[], rules);
  return {
    rounds: game.rounds.map(({ round, input, result }, roundIndex) => ({
      roundIndex,
      roundWind: round.roundWind,
      roundNumber: round.roundNumber,
      bonus: 0,
      startRiichiStickCount: 0,
      endRiichiStickCount: 0,
      riichis: [],
      tenpais: [],
      scoreDeltas: [...result.scoreDeltas],
      input,
      transactions: result.transactions.map(storedTransaction),
    })),
    totals: game.totals,
    ended: game.ended,
    finalScores: game.finalScores,
  };
}

/**
 * The scores a game ended early (by an admin) is rated on: the totals now, and in riichi the
 * sticks still on the table given out as the game's rules give them at a normal end.
 */
export function earlyFinalScores(rules: Ruleset, game: ReplayedGame): number[] {
  if (rules.variant === 'hk') return [...game.totals];
  return riichiFinalScores(game.totals, game.rounds.at(-1)?.endRiichiStickCount ?? 0, rules);
}
