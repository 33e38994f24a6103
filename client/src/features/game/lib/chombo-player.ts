import { t } from '@lingui/core/macro';
import type { GameView } from '@mahjong/shared';

/** Who a chombo is against: the player's name, or their number when they are not among the four. */
export function chomboPlayerName(game: GameView, playerId: number): string {
  const number = String(playerId);
  return game.players.find((player) => player.id === playerId)?.username ?? t`player ${number}`;
}
