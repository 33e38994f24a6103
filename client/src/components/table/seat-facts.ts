import type { GameView } from '@mahjong/shared';
import { seatWind } from '../../lib/i18n/words.ts';
import { dealerSeatOf, seatWindIndex } from '../../lib/seat-winds.ts';
import type { SeatFacts } from './SeatCard.tsx';

/** Each seat's name, score, wind (in the reader's language) and dealer mark as the game stands (seat order). */
export function seatFactsOf(game: GameView): SeatFacts[] {
  const round = game.currentRound ?? game.rounds.at(-1) ?? null;
  return [...game.players]
    .sort((a, b) => a.seat - b.seat)
    .map((player) => ({
      seat: player.seat,
      name: player.username,
      score: game.totals[player.seat] ?? 0,
      wind: round ? seatWind(seatWindIndex(player.seat, round)) : '',
      dealer: round !== null && game.currentRound !== null && dealerSeatOf(round) === player.seat,
    }));
}
