/** How scores, ratings, dates and times read across the app, in the language spoken (docs/languages.md). */
import { i18n } from '@lingui/core';

/**
 * Thousands separated by commas, as `Intl.NumberFormat('en-US')` writes them, without it: the first
 * `Intl` formatter a page makes loads the browser's locale data, a noticeable wait on a slow phone
 * before the game page's first paint, for what is a comma every three digits.
 */
function withCommas(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Absolute scores: `25,000`. */
export function formatScore(score: number): string {
  return withCommas(score);
}

/** Score changes carry their sign, so a column of them reads at a glance: `+8,000`, `-2,000`, `0`. */
export function formatDelta(delta: number): string {
  if (delta > 0) return `+${withCommas(delta)}`;
  return withCommas(delta);
}

/** Rating changes: one decimal with a sign, `+23.8`. */
export function formatEloDelta(delta: number): string {
  const text = delta.toFixed(1);
  return delta > 0 ? `+${text}` : text;
}

/** A formatter per language, made when first used, not when the page's code loads. */
function perLanguage<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = i18n.locale || 'en';
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const relativeFormat = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/** "5 minutes ago", "2 hours ago": how long a live game has been running. */
export function timeSince(isoDate: string, now: number): string {
  const relative = relativeFormat();
  const seconds = Math.max(0, Math.round((now - Date.parse(isoDate)) / 1000));
  if (seconds < 60) return relative.format(-seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}

/** Ratings (displayElo) with one decimal: `1543.3`. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** English dates read day first (`1 Mar 2026`), as the club writes them. */
const dateLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);
const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium' }),
);
const dateTimeFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }),
);

/** `1 Mar 2026`; text that is not a date is shown as it came. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat().format(date);
}

/** `1 Mar 2026, 20:05`; text that is not a date is shown as it came. */
export function formatDateTime(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateTimeFormat().format(date);
}

/** Gains read green and losses red (semantic tokens keep the contrast in both colour modes). */
export function deltaColor(delta: number): string | undefined {
  if (delta > 0) return 'fg.success';
  if (delta < 0) return 'fg.error';
  return undefined;
}
