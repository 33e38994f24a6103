/**
 * A whole game replayed from the recorder's inputs under the game's rules. The server stores
 * inputs, not just deltas, so concluding a new round and editing a past one are the same
 * operation: replay every stored input (with the new or edited one) from the first round.
 */

import { valueOrThrow } from './errors.ts';
import { isHongKongGameEnd, scoreHongKongRound } from './hong-kong.ts';
import { CLUB_RULES } from './presets.ts';
import { accepted, type EngineResult, type Refusal, refusal, refused } from './refusals.ts';
import { scoreRiichiRound } from './riichi.ts';
import { isRiichiGameEnd, riichiFinalScores } from './riichi-game-end.ts';
import type {
  HongKongRoundInput,
  HongKongRoundState,
  RiichiRoundInput,
  RiichiRoundState,
  Variant,
} from './round-input.ts';
import type { HongKongRules, RiichiRules } from './rules.ts';
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

export interface Game<State, Input, Result, Rules> {
  /** The rules the game is played under. */
  rules: Rules;
  rounds: Array<PlayedRound<State, Input, Result>>;
  /** The round to play next; null once the game ended. */
  currentRound: State | null;
  /** Absolute totals after the last round (riichi sticks on the table not included). */
  totals: number[];
  ended: boolean;
  /** What the game is rated on: riichi adds leftover sticks as the rules say. Null until ended. */
  finalScores: number[] | null;
}

export type RiichiGame = Game<RiichiRoundState, RiichiRoundInput, RiichiRoundResult, RiichiRules>;
export type HongKongGame = Game<HongKongRoundState, HongKongRoundInput, HongKongRoundResult, HongKongRules>;

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

/** A round's refusal, placed: which round of the game it was, as data. */
function atRound(
  found: Refusal,
  variant: Variant,
  index: number,
  round: { roundWind: RiichiRoundState['roundWind']; roundNumber: number; bonus?: number },
): Refusal {
  return {
    ...found,
    roundIndex: index,
    round: {
      variant,
      roundWind: round.roundWind,
      roundNumber: round.roundNumber,
      ...(variant === 'jp' && round.bonus !== undefined ? { bonus: round.bonus } : {}),
    },
  };
}

function afterEnd(
  variant: Variant,
  index: number,
  lastRound: { roundWind: string; roundNumber: number; bonus?: number } | undefined,
): Refusal {
  return {
    ...refusal('ROUND_AFTER_GAME_END', {
      variant,
      rounds: index,
      lastRoundWind: lastRound?.roundWind ?? null,
      lastRoundNumber: lastRound?.roundNumber ?? null,
      lastBonus: variant === 'jp' ? (lastRound?.bonus ?? null) : null,
    }),
    roundIndex: index,
    round: null,
  };
}

/** Appends one riichi round to a game in progress under the game's rules, or says why not. */
export function addRiichiRound(game: RiichiGame, input: RiichiRoundInput): EngineResult<RiichiGame> {
  const index = game.rounds.length;
  const round = game.currentRound;
  if (game.ended || round === null) return refused(afterEnd('jp', index, game.rounds.at(-1)?.round));
  const scored = scoreRiichiRound(round, input, game.rules);
  if (!scored.ok) return refused(atRound(scored.refusal, 'jp', index, round));
  const result = scored.value;
  const totals = addDeltas(game.totals, result.scoreDeltas);
  // A chombo replays the hand: only a score below zero (where that ends games) ends the game there.
  const chombo = input.transactions[0]?.transactionType === 'CHOMBO';
  const ended = chombo
    ? game.rules.negativeEnds && totals.some((total) => total < 0)
    : isRiichiGameEnd(totals, round, result.nextRound, game.rules);
  return accepted({
    rules: game.rules,
    rounds: [...game.rounds, { round, input, result, totals }],
    currentRound: ended ? null : result.nextRound,
    totals,
    ended,
    finalScores: ended ? riichiFinalScores(totals, result.endRiichiStickCount, game.rules) : null,
  });
}

/** `addRiichiRound`, throwing a `ScoringError` (with `roundIndex`) when refused. */
export function recordRiichiRound(game: RiichiGame, input: RiichiRoundInput): RiichiGame {
  return valueOrThrow(addRiichiRound(game, input));
}

export function newRiichiGame(rules: RiichiRules = CLUB_RULES.jp): RiichiGame {
  const totals = startingTotals(rules.startPoints);
  return {
    rules,
    rounds: [],
    currentRound: { ...RIICHI_FIRST_ROUND },
    totals,
    ended: false,
    finalScores: null,
  };
}

/** Replays a riichi game from East 1 under `rules`; the first refused input (or one after the end) is the answer. */
export function replayRiichiGame(
  inputs: readonly RiichiRoundInput[],
  rules: RiichiRules,
): EngineResult<RiichiGame> {
  let game = newRiichiGame(rules);
  for (const input of inputs) {
    const next = addRiichiRound(game, input);
    if (!next.ok) return next;
    game = next.value;
  }
  return accepted(game);
}

/** `replayRiichiGame`, throwing a `ScoringError` (with `roundIndex`). Rules default to the club's. */
export function playRiichiGame(
  inputs: readonly RiichiRoundInput[],
  rules: RiichiRules = CLUB_RULES.jp,
): RiichiGame {
  return valueOrThrow(replayRiichiGame(inputs, rules));
}

/** Appends one Hong Kong round to a game in progress under the game's rules, or says why not. */
export function addHongKongRound(game: HongKongGame, input: HongKongRoundInput): EngineResult<HongKongGame> {
  const index = game.rounds.length;
  const round = game.currentRound;
  if (game.ended || round === null) return refused(afterEnd('hk', index, game.rounds.at(-1)?.round));
  const scored = scoreHongKongRound(round, input, game.rules);
  if (!scored.ok) return refused(atRound(scored.refusal, 'hk', index, round));
  const result = scored.value;
  const totals = addDeltas(game.totals, result.scoreDeltas);
  const played = [...game.rounds.map((played) => played.round), round];
  const ended = isHongKongGameEnd(totals, played, result.nextRound);
  return accepted({
    rules: game.rules,
    rounds: [...game.rounds, { round, input, result, totals }],
    currentRound: ended ? null : result.nextRound,
    totals,
    ended,
    finalScores: ended ? [...totals] : null,
  });
}

export function recordHongKongRound(game: HongKongGame, input: HongKongRoundInput): HongKongGame {
  return valueOrThrow(addHongKongRound(game, input));
}

export function newHongKongGame(rules: HongKongRules = CLUB_RULES.hk): HongKongGame {
  const totals = startingTotals(rules.startPoints);
  return {
    rules,
    rounds: [],
    currentRound: { ...HONG_KONG_FIRST_ROUND },
    totals,
    ended: false,
    finalScores: null,
  };
}

export function replayHongKongGame(
  inputs: readonly HongKongRoundInput[],
  rules: HongKongRules,
): EngineResult<HongKongGame> {
  let game = newHongKongGame(rules);
  for (const input of inputs) {
    const next = addHongKongRound(game, input);
    if (!next.ok) return next;
    game = next.value;
  }
  return accepted(game);
}

/** Replays a Hong Kong game from East 1; throws like `playRiichiGame`. */
export function playHongKongGame(
  inputs: readonly HongKongRoundInput[],
  rules: HongKongRules = CLUB_RULES.hk,
): HongKongGame {
  return valueOrThrow(replayHongKongGame(inputs, rules));
}
