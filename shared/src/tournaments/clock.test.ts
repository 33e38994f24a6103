import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  afterTimeOf,
  handAfterTime,
  isTimeUp,
  pauseClock,
  resumeClock,
  startClock,
  tableEndsAt,
} from './clock.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 10, minutes));

describe('session clock', () => {
  it('ends every table together, a table with extra minutes later', () => {
    const clock = addMinutes(startClock(at(0), 90), 5, 3);
    expect(tableEndsAt(clock, 1)).toEqual(at(90));
    expect(tableEndsAt(clock, 3)).toEqual(at(95));
    expect(isTimeUp(clock, 1, at(90))).toBe(true);
    expect(isTimeUp(clock, 3, at(94))).toBe(false);
  });

  it('pauses with the time left and resumes from it; minutes added while paused wait with it', () => {
    const paused = pauseClock(startClock(at(0), 60), at(20));
    expect(paused.endsAt).toBeNull();
    expect(paused.pausedRemainingMs).toBe(40 * 60_000);
    expect(isTimeUp(paused, 1, at(200))).toBe(false);
    const resumed = resumeClock(addMinutes(paused, 10), at(30));
    expect(resumed.endsAt).toEqual(at(80));
    expect(addMinutes(resumed, 5).endsAt).toEqual(at(85));
  });

  it('after time: the hand being played is the last, or one more follows it', () => {
    expect(handAfterTime('finishHand', 7, null)).toEqual({ handsAtTimeUp: 7, ends: true });
    expect(handAfterTime('oneMoreHand', 7, null)).toEqual({ handsAtTimeUp: 7, ends: false });
    expect(handAfterTime('oneMoreHand', 8, 7)).toEqual({ handsAtTimeUp: 7, ends: true });
  });

  it('reads the policy from riichi rules; Hong Kong finishes the hand', () => {
    expect(afterTimeOf({ variant: 'jp', afterTime: 'oneMoreHand' })).toBe('oneMoreHand');
    expect(afterTimeOf({ variant: 'jp', afterTime: 'finishHand' })).toBe('finishHand');
    expect(afterTimeOf({ variant: 'hk' })).toBe('finishHand');
  });
});
