/**
 * A correction to a past hand, before it is saved: the game replayed with the new input in place
 * of the old one, and what that changes — this hand, every later one whose scores move, and the
 * end of the game if it moves.
 */
import { t } from '@lingui/core/macro';
import { type GameView, isScoringError } from '@mahjong/shared';
import { type RoundNamer, refusalWords } from '../../../lib/i18n/refusal-words.ts';
import { inputsOf, type ReplayedGame, type RoundInput, replayInputs } from './game-replay.ts';

export interface ChangedHand {
  roundIndex: number;
  /** The seats' totals after this hand, stored and corrected. */
  before: readonly number[];
  after: readonly number[];
}

export type CorrectionPreview =
  | {
      ok: true;
      /** The hands whose totals move, from the corrected one on. */
      changed: ChangedHand[];
      replayed: ReplayedGame;
      /** The game ends at another hand, ends now, or no longer ends. */
      endMoves: 'ends' | 'reopens' | 'moves' | null;
    }
  | { ok: false; message: string };

const sameSeats = (a: readonly number[], b: readonly number[]) => a.every((value, seat) => value === b[seat]);

export function previewCorrection(
  game: GameView,
  roundIndex: number,
  input: RoundInput,
  names: readonly string[],
  label?: RoundNamer,
): CorrectionPreview {
  const inputs = inputsOf(game).map((stored, index) => (index === roundIndex ? input : stored));
  let replayed: ReplayedGame;
  try {
    replayed = replayInputs(game.variant, inputs, game.rules);
  } catch (error) {
    if (!isScoringError(error)) throw error;
    const later = error.roundIndex !== undefined && error.roundIndex > roundIndex;
    const reason = refusalWords(error.refusal, names, label, game.variant);
    return {
      ok: false,
      message: later
        ? t`A later hand no longer fits: ${reason}. Undo the later hands first, or correct them too.`
        : reason,
    };
  }
  const changed: ChangedHand[] = [];
  game.rounds.forEach((round, index) => {
    const after = replayed.rounds[index]?.totals;
    if (index < roundIndex || !after) return;
    if (index === roundIndex || !sameSeats(round.totals, after)) {
      changed.push({ roundIndex: index, before: round.totals, after });
    }
  });
  const endedBefore = game.status === 'FINISHED';
  const endMoves =
    replayed.ended && !endedBefore
      ? 'ends'
      : !replayed.ended && endedBefore
        ? 'reopens'
        : replayed.ended && replayed.rounds.length !== game.rounds.length
          ? 'moves'
          : null;
  return { ok: true, changed, replayed, endMoves };
}
