import type { GameView } from '@mahjong/shared';
import { useState } from 'react';
import { useCurrentPlayer } from '../../api/current-player.ts';

/**
 * Which seat the table shows at the bottom: the viewer's own seat when they play in the game,
 * otherwise seat 0 until the viewer (a recorder sitting elsewhere) turns the table.
 */
export function useBottomSeat(game: Pick<GameView, 'players'>) {
  const { player } = useCurrentPlayer();
  const own = game.players.find((seated) => seated.id === player?.id)?.seat ?? 0;
  const [turns, setTurns] = useState(0);
  return { bottomSeat: (own + turns) % 4, turn: () => setTurns((count) => (count + 1) % 4) };
}
