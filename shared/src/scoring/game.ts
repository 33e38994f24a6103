/**
 * A whole game replayed from the recorder's inputs. The server stores inputs, not just
 * deltas, so concluding a new round and editing a past one are the same operation: replay
 * every stored input (with the new or edited one) from the first round.
 */

import type {
  HongKongRoundInput,
  HongKongRoundState,
  RiichiRoundInput,
  RiichiRoundState,
  Variant,
} from '../schemas/round.ts';
import { HONG_KONG_START_SCORE, RIICHI_START_SCORE } from './constants.ts';
import { isScoringError, ScoringError } from './errors.ts';
import { concludeHongKongRound, isHongKongGameEnd } from './hong-kong.ts';
import { type LabelledRound, roundLabel } from './labels.ts';
import { concludeRiichiRound } from './riichi.ts';
import { isRiichiGameEnd, riichiFinalScores } from './riichi-game-end.ts';
import { addDeltas } from './seats.ts';
import type { HongKongRoundResult, RiichiRoundResult } from './types.ts';

export interface PlayedRound<State, Input, Result> {
  /** The round as it stood before this hand. */
  round: State;
  input: Input;
  result: Result;
  /** Absolute totals after this hand. */
  totals: number[];
}

export interface Game<State, Input, Result> {
  rounds: Array<PlayedRound<State, Input, Result>>;
  /** The round to play next; null once the game ended. */
  currentRound: State | null;
  /** Absolute totals after the last round (riichi sticks on the table not included). */
  totals: number[];
  ended: boolean;
  /** What the game is rated on: riichi adds leftover sticks to the top player. Null until ended. */
  finalScores: number[] | null;
}

export type RiichiGame = Game<RiichiRoundState, RiichiRoundInput, RiichiRoundResult>;
export type HongKongGame = Game<HongKongRoundState, HongKongRoundInput, HongKongRoundResult>;

export const RIICHI_FIRST_ROUND: RiichiRoundState = Object.freeze({
  roundWind: 'EAST',
  roundNumber: 1,
  bonus: 0,
  startRiichiStickCount: 0,
});

export const HONG_KONG_FIRST_ROUND: HongKongRoundState = Object.freeze({ roundWind: 'EAST', roundNumber: 1 });

function startingTotals(score: number): number[] {
  return [score, score, score, score];
}

/**
 * Runs `conclude` for round `index`, prefixing any refusal with the round it belongs to
 * ("Round 5 (南一局 0本場): …") and recording its `roundIndex`, so the error tells the
 * server which stored or edited round to blame.
 */
function concludeAt<T>(variant: Variant, index: number, round: LabelledRound, conclude: () => T): T {
  try {
    return conclude();
  } catch (error) {
    if (!isScoringError(error)) throw error;
    const label = `Round ${index + 1} (${safeLabel(variant, round)})`;
    throw new ScoringError(error.code, `${label}: ${error.message}`, {
      roundIndex: index,
      ...(error.transactionIndex === undefined ? {} : { transactionIndex: error.transactionIndex }),
      ...(error.phrase === undefined ? {} : { phrase: (name) => `${label}: ${error.phrase?.(name)}` }),
      cause: error,
    });
  }
}

function safeLabel(variant: Variant, round: LabelledRound): string {
  try {
    return roundLabel(variant, round);
  } catch {
    return 'unknown round';
  }
}

function afterEnd(variant: Variant, index: number, lastRound: LabelledRound | undefined): ScoringError {
  const last = lastRound === undefined ? '' : ` (${safeLabel(variant, lastRound)})`;
  return new ScoringError(
    'ROUND_AFTER_GAME_END',
    `Round ${index + 1} (after the end): the game ended with round ${index}${last}, so no more rounds can be recorded`,
    { roundIndex: index },
  );
}

/** Appends one riichi round to a game in progress; throws `ScoringError` with `roundIndex` if refused. */
export function recordRiichiRound(game: RiichiGame, input: RiichiRoundInput): RiichiGame {
  const index = game.rounds.length;
  const round = game.currentRound;
  if (game.ended || round === null) throw afterEnd('jp', index, game.rounds.at(-1)?.round);
  const result = concludeAt('jp', index, round, () => concludeRiichiRound(round, input));
  const totals = addDeltas(game.totals, result.scoreDeltas);
  const ended = isRiichiGameEnd(totals, round, result.nextRound);
  return {
    rounds: [...game.rounds, { round, input, result, totals }],
    currentRound: ended ? null : result.nextRound,
    totals,
    ended,
    finalScores: ended ? riichiFinalScores(totals, result.endRiichiStickCount) : null,
  };
}

export function newRiichiGame(): RiichiGame {
  const totals = startingTotals(RIICHI_START_SCORE);
  return { rounds: [], currentRound: { ...RIICHI_FIRST_ROUND }, totals, ended: false, finalScores: null };
}

/**
 * Replays a riichi game from East 1 with 25 000 each. Throws `ScoringError` (with `roundIndex`)
 * for the first input that is invalid or that comes after the game ended.
 */
export function playRiichiGame(inputs: readonly RiichiRoundInput[]): RiichiGame {
  return inputs.reduce(recordRiichiRound, newRiichiGame());
}

/** Appends one Hong Kong round to a game in progress; throws `ScoringError` with `roundIndex` if refused. */
export function recordHongKongRound(game: HongKongGame, input: HongKongRoundInput): HongKongGame {
  const index = game.rounds.length;
  const round = game.currentRound;
  if (game.ended || round === null) throw afterEnd('hk', index, game.rounds.at(-1)?.round);
  const result = concludeAt('hk', index, round, () => concludeHongKongRound(round, input));
  const totals = addDeltas(game.totals, result.scoreDeltas);
  const played = [...game.rounds.map((played) => played.round), round];
  const ended = isHongKongGameEnd(totals, played, result.nextRound);
  return {
    rounds: [...game.rounds, { round, input, result, totals }],
    currentRound: ended ? null : result.nextRound,
    totals,
    ended,
    finalScores: ended ? [...totals] : null,
  };
}

export function newHongKongGame(): HongKongGame {
  const totals = startingTotals(HONG_KONG_START_SCORE);
  return { rounds: [], currentRound: { ...HONG_KONG_FIRST_ROUND }, totals, ended: false, finalScores: null };
}

/** Replays a Hong Kong game from East 1 with 750 each; throws like `playRiichiGame`. */
export function playHongKongGame(inputs: readonly HongKongRoundInput[]): HongKongGame {
  return inputs.reduce(recordHongKongRound, newHongKongGame());
}
