/**
 * How the statistics read: shares as percentages, points with separators, ratings with one decimal, and a
 * dash where there was nothing to count (dates and rating changes read as everywhere else: format.ts).
 */

const points = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `37.5%`; a dash when there was nothing to count. */
export function formatShare(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}

export function formatPoints(value: number | null): string {
  return value === null ? '—' : points.format(value);
}

export function formatPlace(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}

export function formatRating(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}

export const PLACE_NAMES = ['1st', '2nd', '3rd', '4th'] as const;
