/**
 * How the statistics read: shares as percentages, points with separators, ratings with one decimal, and a
 * dash where there was nothing to count (dates and rating changes read as everywhere else: format.ts).
 */
import { selectOrdinal, t } from '@lingui/core/macro';
import { formatScore } from './format.ts';

/** `37.5%`; a dash when there was nothing to count. */
export function formatShare(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}

export function formatPoints(value: number | null): string {
  // Whole points, grouped by thousands as every language of the site writes them (format.ts).
  return value === null ? '—' : formatScore(Math.round(value));
}

export function formatPlace(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}

export function formatRating(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}

/** The four places of a game, 1 to 4. */
export const PLACES = [1, 2, 3, 4] as const;

/** A final place in the reader's language: `2nd`, `2位`, `第2名`; a dash when there is none. */
export function placeName(place: number | null | undefined): string {
  if (place === null || place === undefined) return '—';
  return t({
    message: `${selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`,
    comment: 'A final place in a game: 1st to 4th',
  });
}
