import type { GameView, LabelledRound, Variant } from '@mahjong/shared';

function hands(count: number): string {
  return count === 1 ? '1 hand was' : `${count} hands were`;
}

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
    if (undone > 0) lines.push(`Meanwhile ${hands(undone)} undone.`);
    else if (recorded.length > 0) {
      const labels = recorded.map((round) => label(game.variant, round)).join(', ');
      lines.push(`Meanwhile ${hands(recorded.length)} recorded: ${labels}.`);
    }
  }
  if (lines.length === 0 && game.version !== hand.expectedVersion) {
    lines.push('Meanwhile the game was changed (a hand corrected or a penalty recorded).');
  }
  if (game.status === 'FINISHED') lines.push('The game has ended.');
  else if (game.currentRound) lines.push(`Now playing: ${label(game.variant, game.currentRound)}.`);
  return lines;
}
