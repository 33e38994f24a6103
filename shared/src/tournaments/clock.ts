/**
 * A session's clock: one end for every table, minutes added to one table or all, paused and
 * resumed. When a table's time is up its game follows the rule set's `afterTime`: the hand being
 * played is the last (`finishHand`), or one more hand follows it (`oneMoreHand`).
 */

export interface SessionClock {
  startedAt: Date;
  /** When time is up for a table without extra minutes; null while paused. */
  endsAt: Date | null;
  /** While paused: the milliseconds that were left. */
  pausedRemainingMs: number | null;
  /** Extra minutes by table number. */
  extraMinutes: Readonly<Record<string, number>>;
}

export type AfterTime = 'finishHand' | 'oneMoreHand';

const MINUTE = 60_000;

export function startClock(now: Date, minutes: number): SessionClock {
  return {
    startedAt: now,
    endsAt: new Date(now.getTime() + minutes * MINUTE),
    pausedRemainingMs: null,
    extraMinutes: {},
  };
}

/** When time is up at this table (its extra minutes included); null while paused. */
export function tableEndsAt(clock: SessionClock, table: number): Date | null {
  if (clock.endsAt === null) return null;
  return new Date(clock.endsAt.getTime() + (clock.extraMinutes[String(table)] ?? 0) * MINUTE);
}

export function isTimeUp(clock: SessionClock, table: number, now: Date): boolean {
  const end = tableEndsAt(clock, table);
  return end !== null && now.getTime() >= end.getTime();
}

export function addMinutes(clock: SessionClock, minutes: number, table?: number): SessionClock {
  if (table !== undefined) {
    const key = String(table);
    return {
      ...clock,
      extraMinutes: { ...clock.extraMinutes, [key]: (clock.extraMinutes[key] ?? 0) + minutes },
    };
  }
  if (clock.endsAt === null) {
    return { ...clock, pausedRemainingMs: (clock.pausedRemainingMs ?? 0) + minutes * MINUTE };
  }
  return { ...clock, endsAt: new Date(clock.endsAt.getTime() + minutes * MINUTE) };
}

/** Stops the clock where it is (a paused clock stays as it is). */
export function pauseClock(clock: SessionClock, now: Date): SessionClock {
  if (clock.endsAt === null) return clock;
  return { ...clock, endsAt: null, pausedRemainingMs: clock.endsAt.getTime() - now.getTime() };
}

/** Runs the clock on from where it was paused (a running clock stays as it is). */
export function resumeClock(clock: SessionClock, now: Date): SessionClock {
  if (clock.endsAt !== null) return clock;
  return {
    ...clock,
    endsAt: new Date(now.getTime() + (clock.pausedRemainingMs ?? 0)),
    pausedRemainingMs: null,
  };
}

/** The rule set's policy after time (Hong Kong rules have none: the hand being played is the last). */
export function afterTimeOf(rules: { variant: string; afterTime?: AfterTime }): AfterTime {
  return rules.variant === 'jp' && rules.afterTime === 'oneMoreHand' ? 'oneMoreHand' : 'finishHand';
}

/**
 * A hand recorded while the table's time is up. `handsBefore`: hands the game had before this one;
 * `handsAtTimeUp`: how many it had when the first hand after time was recorded (null: this is it).
 * Answers the mark to keep and whether this hand is the last, ending the game.
 */
export function handAfterTime(
  afterTime: AfterTime,
  handsBefore: number,
  handsAtTimeUp: number | null,
): { handsAtTimeUp: number; ends: boolean } {
  const mark = handsAtTimeUp ?? handsBefore;
  const since = handsBefore + 1 - mark;
  return { handsAtTimeUp: mark, ends: since >= (afterTime === 'finishHand' ? 1 : 2) };
}
