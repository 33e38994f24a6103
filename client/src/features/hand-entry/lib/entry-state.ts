/**
 * The table a hand is entered on: the game as it stood before it — before a stored hand being
 * corrected, or after the hands still waiting on this device.
 */
import type { CurrentRound, GameView, RoundPosition } from '@mahjong/shared';
import type { ReplayedGame } from './game-replay.ts';

/** The table a hand is entered on: the game as it stood before it. */
export interface EntryState {
  currentRound: CurrentRound | null;
  totals: number[];
  rounds: readonly RoundPosition[];
}

/** Before the stored hand at `index`: where a correction to it is scored from. */
export function stateBefore(game: GameView, index: number): EntryState | null {
  const round = game.rounds[index];
  if (!round) return null;
  const start = game.rules.startPoints;
  return {
    currentRound: {
      roundWind: round.roundWind,
      roundNumber: round.roundNumber,
      ...(round.bonus === undefined ? {} : { bonus: round.bonus }),
      ...(round.startRiichiStickCount === undefined
        ? {}
        : { startRiichiStickCount: round.startRiichiStickCount }),
    },
    totals: game.rounds[index - 1]?.totals ?? [start, start, start, start],
    rounds: game.rounds.slice(0, index),
  };
}

/** After the hands waiting on this device (`queued`), else the game as shown. */
export function stateAfter(
  game: GameView,
  currentRound: CurrentRound,
  queued: ReplayedGame | null,
): EntryState {
  if (!queued) return { currentRound, totals: game.totals, rounds: game.rounds };
  return {
    currentRound: queued.currentRound,
    totals: queued.totals,
    rounds: queued.rounds.map((round) => round.position),
  };
}
