/**
 * The game as the engine replays it from its hands' inputs, on this device: what the table looks
 * like once the hands waiting in the queue are stored, and what a correction to a past hand changes
 * (this hand, every later one, the end of the game). The server replays the same inputs with the
 * same engine when it stores them, and stays the authority.
 */
import {
  type CurrentRound,
  type GameRound,
  type GameView,
  type HongKongRoundInput,
  type HongKongRules,
  playHongKongGame,
  playRiichiGame,
  type RiichiRoundInput,
  type RiichiRules,
  type RoundPosition,
  type Rules,
  type Variant,
} from '@mahjong/shared';

export type RoundInput = RiichiRoundInput | HongKongRoundInput;

/** A stored round's input, as its recorder entered it (the game answer carries every part of it). */
export function inputOf(variant: Variant, round: GameRound): RoundInput {
  const transactions = round.transactions.map((transaction) => ({
    transactionType: transaction.transactionType,
    ...(transaction.winner === undefined ? {} : { winner: transaction.winner }),
    ...(transaction.loser === undefined ? {} : { loser: transaction.loser }),
    ...(transaction.paoPlayerIndex === undefined ? {} : { paoPlayerIndex: transaction.paoPlayerIndex }),
    ...(transaction.hand === undefined ? {} : { hand: transaction.hand }),
  }));
  if (variant === 'hk') return { transactions } as HongKongRoundInput;
  return { riichis: round.riichis ?? [], tenpais: round.tenpais ?? [], transactions } as RiichiRoundInput;
}

export interface ReplayedRound {
  position: RoundPosition & { bonus?: number };
  scoreDeltas: number[];
  /** Absolute totals after it. */
  totals: number[];
}

export interface ReplayedGame {
  rounds: ReplayedRound[];
  currentRound: CurrentRound | null;
  totals: number[];
  ended: boolean;
}

/**
 * Plays the inputs from East 1 under the game's own rules; throws the engine's `ScoringError` (with
 * `roundIndex`) on one it refuses.
 */
export function replayInputs(variant: Variant, inputs: readonly RoundInput[], rules: Rules): ReplayedGame {
  const played =
    variant === 'jp'
      ? playRiichiGame(inputs as RiichiRoundInput[], rules as RiichiRules)
      : playHongKongGame(inputs as HongKongRoundInput[], rules as HongKongRules);
  return {
    rounds: played.rounds.map(({ round, result, totals }) => ({
      position: round,
      scoreDeltas: result.scoreDeltas,
      totals,
    })),
    currentRound: played.currentRound,
    totals: played.totals,
    ended: played.ended,
  };
}

/** The game's stored inputs, in play order. */
export function inputsOf(game: GameView): RoundInput[] {
  return game.rounds.map((round) => inputOf(game.variant, round));
}

/** What the table is once `waiting` (hands not stored yet, in order) are: null when they cannot follow it. */
export function gameWithWaiting(game: GameView, waiting: readonly RoundInput[]): ReplayedGame | null {
  try {
    return replayInputs(game.variant, [...inputsOf(game), ...waiting], game.rules);
  } catch {
    return null;
  }
}
