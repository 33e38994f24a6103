import type { TournamentClock } from '@mahjong/shared';
import { describe, expect, it } from 'vitest';
import { formatClock, readClock } from './clock.ts';

const clock: TournamentClock = {
  session: 1,
  startedAt: '2026-11-28T09:00:00.000Z',
  endsAt: '2026-11-28T10:30:00.000Z',
  pausedRemainingSeconds: null,
  extraMinutes: { '3': 10 },
};
const at = (time: string) => Date.parse(`2026-11-28T${time}.000Z`);

describe('formatClock', () => {
  it.each([
    [3_909_000, '1:05:09'],
    [2_700_000, '45:00'],
    [59_000, '0:59'],
    [1, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
    [3_600_000, '1:00:00'],
  ])('%i ms left reads %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});

describe('readClock', () => {
  it('counts down to the end of the session', () => {
    expect(readClock(clock, at('10:00:00'))).toEqual({ state: 'running', remainingMs: 30 * 60_000 });
  });

  it('gives a table its extra minutes, and others none', () => {
    expect(readClock(clock, at('10:35:00'), 3)).toEqual({ state: 'running', remainingMs: 5 * 60_000 });
    expect(readClock(clock, at('10:35:00'), 2)).toEqual({ state: 'up' });
  });

  it('is up exactly at the end', () => {
    expect(readClock(clock, at('10:30:00'))).toEqual({ state: 'up' });
  });

  it('holds the time left while paused, with the table’s extra minutes', () => {
    const paused = { ...clock, endsAt: null, pausedRemainingSeconds: 600 };
    expect(readClock(paused, at('11:00:00'))).toEqual({ state: 'paused', remainingMs: 600_000 });
    expect(readClock(paused, at('11:00:00'), 3)).toEqual({ state: 'paused', remainingMs: 1_200_000 });
  });
});
