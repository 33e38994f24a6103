import { plural, t } from '@lingui/core/macro';
import type { GameView, LabelledRound, Variant } from '@mahjong/shared';

/**
 * What happened to the game since the recorder entered a hand that now conflicts: the hands recorded
 * or undone meanwhile (by their round labels, named by `label` as the player chose), and where the
 * game stands now.
 */
export function changesSince(
  hand: { expectedVersion: number; roundsSeen?: number | undefined },
  game: GameView,
  label: (variant: Variant, round: LabelledRound) => string,
): string[] {
  const lines: string[] = [];
  if (hand.roundsSeen !== undefined) {
    const undone = hand.roundsSeen - game.rounds.length;
    const recorded = game.rounds.slice(hand.roundsSeen);
    if (undone > 0)
      lines.push(
        plural(undone, { one: 'Meanwhile # hand was undone.', other: 'Meanwhile # hands were undone.' }),
      );
    else if (recorded.length > 0) {
      const labels = recorded.map((round) => label(game.variant, round)).join(t`, `);
      lines.push(
        plural(recorded.length, {
          one: `Meanwhile # hand was recorded: ${labels}.`,
          other: `Meanwhile # hands were recorded: ${labels}.`,
        }),
      );
    }
  }
  if (lines.length === 0 && game.version !== hand.expectedVersion) {
    lines.push(t`Meanwhile the game was changed (a hand corrected or a penalty recorded).`);
  }
  if (game.status === 'FINISHED') lines.push(t`The game has ended.`);
  else if (game.currentRound) {
    const round = label(game.variant, game.currentRound);
    lines.push(t`Now playing: ${round}.`);
  }
  return lines;
}
