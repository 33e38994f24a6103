import { t } from '@lingui/core/macro';

/** How long a table has played: `45 min`, `1 h 05 min` (called while a component renders). */
export function playedFor(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return t`${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return t`${hours} h ${rest} min`;
}
