/** The tournament's words, in the language being spoken (called from components that use `useLingui`). */
import { t } from '@lingui/core/macro';
import type { TournamentSession, TournamentSummary } from '@mahjong/shared';
import { seatWind } from '../../../lib/i18n/words.ts';

/** `Table 3, East`: where a player sits. */
export function seatWords(table: number, seat: number): string {
  const wind = seatWind(seat);
  return t`Table ${table}, ${wind}`;
}

export function statusWords(status: TournamentSummary['status']): string {
  if (status === 'upcoming') return t({ message: 'Upcoming', comment: 'a tournament not yet started' });
  if (status === 'running') return t({ message: 'Running', comment: 'a tournament being played' });
  return t({ message: 'Finished', comment: 'a tournament played to the end' });
}

export function seatingMethodWords(method: TournamentSummary['seating']): string {
  if (method === 'random') return t`Random seating`;
  if (method === 'swiss') return t`Swiss seating (by standings)`;
  return t`Seating from a script`;
}

export function participantStatusWords(status: 'playing' | 'dropped' | 'replaced'): string {
  if (status === 'playing')
    return t({ message: 'Playing', comment: 'a tournament participant still seated' });
  if (status === 'dropped')
    return t({ message: 'Dropped', comment: 'a participant who left the tournament' });
  return t({ message: 'Replaced', comment: 'a participant whose place a substitute took' });
}

export function sessionStatusWords(status: TournamentSession['status']): string {
  if (status === 'notSeated') return t`Not seated yet`;
  if (status === 'proposed') return t`Seating proposed`;
  if (status === 'running') return t({ message: 'Playing now', comment: 'a tournament session in play' });
  return t({ message: 'Played', comment: 'a tournament session that has ended' });
}

/** Final points as the standings show them: one decimal at most, with a sign (`+45.3`, `-12`). */
export function formatPoints(points: number): string {
  const text = Number.isInteger(points) ? String(points) : points.toFixed(1);
  return points > 0 ? `+${text}` : text;
}
