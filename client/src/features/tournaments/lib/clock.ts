/**
 * A session's clock as a screen reads it: time left, paused, or up (the table plays its last hand).
 * `now` is the server's time as the device knows it (its own clock plus the offset the answers gave).
 */
import type { TournamentClock } from '@mahjong/shared';

export type ClockReading =
  | { state: 'running'; remainingMs: number }
  | { state: 'paused'; remainingMs: number }
  | { state: 'up' };

/** When time is up at `table` (its extra minutes included), or for a table without extra time. */
export function tableEndsAt(clock: TournamentClock, table?: number): number | null {
  if (clock.endsAt === null) return null;
  const extra = table === undefined ? 0 : (clock.extraMinutes[String(table)] ?? 0);
  return Date.parse(clock.endsAt) + extra * 60_000;
}

export function readClock(clock: TournamentClock, now: number, table?: number): ClockReading {
  const ends = tableEndsAt(clock, table);
  if (ends === null) {
    const extra = table === undefined ? 0 : (clock.extraMinutes[String(table)] ?? 0);
    return {
      state: 'paused',
      remainingMs: Math.max(0, (clock.pausedRemainingSeconds ?? 0) * 1000 + extra * 60_000),
    };
  }
  const remainingMs = ends - now;
  return remainingMs > 0 ? { state: 'running', remainingMs } : { state: 'up' };
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Time left as a clock shows it, rounded up to the second (it says 0:00 only once time is up):
 * `1:05:09`, `45:00`, `0:59`.
 */
export function formatClock(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** Extra minutes a table has over the others (0 when none). */
export function extraMinutesOf(clock: TournamentClock | null, table: number): number {
  return clock?.extraMinutes[String(table)] ?? 0;
}
