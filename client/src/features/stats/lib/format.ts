/** How the statistics read: shares as percentages, points with separators, ratings with one decimal. */

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

export function formatRatingChange(value: number): string {
  const text = value.toFixed(1);
  return value > 0 ? `+${text}` : text;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export const PLACE_NAMES = ['1st', '2nd', '3rd', '4th'] as const;
