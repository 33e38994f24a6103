import { type GameView, SEAT_COUNT } from '@mahjong/shared';
import { useCurrentPlayer } from '../../api/current-player.ts';
import { tableKey, useTableTurns } from './table-turns.ts';

/**
 * Which seat the table shows at the bottom: the viewer's own seat when they play in the game,
 * otherwise seat 0, until the viewer (a recorder sitting elsewhere) turns the table. A turned table
 * stays turned on this device, for this game, across reloads.
 */
export function useBottomSeat(game: Pick<GameView, 'variant' | 'id' | 'players'>) {
  const { player } = useCurrentPlayer();
  const own = game.players.find((seated) => seated.id === player?.id)?.seat ?? 0;
  const key = tableKey(game.variant, game.id);
  const chosen = useTableTurns((state) => state.tables.find((table) => table.game === key)?.bottomSeat);
  const choose = useTableTurns((state) => state.choose);
  const bottomSeat = chosen ?? own;
  return { bottomSeat, turn: () => choose(key, (bottomSeat + 1) % SEAT_COUNT) };
}
