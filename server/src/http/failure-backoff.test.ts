import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Backoff, FailureBackoff } from './failure-backoff.ts';

const SECOND = 1000;
const rule: Backoff = { free: 2, firstDelay: SECOND, maxDelay: 8 * SECOND, forgetAfter: 60 * SECOND };

/** A backoff on a clock the test moves. */
function onClock(options: { rule?: Backoff; maxKeys?: number } = {}) {
  let now = 1_000_000;
  const backoff = new FailureBackoff(options.rule ?? rule, () => now, options.maxKeys);
  return { backoff, advance: (ms: number) => (now += ms) };
}

describe('FailureBackoff', () => {
  it('lets the free failures through, then doubles the wait after each further one, up to the cap', () => {
    const { backoff } = onClock();
    const waits = [];
    for (let i = 0; i < 8; i += 1) {
      waits.push(backoff.waitFor('k'));
      backoff.fail('k');
    }
    waits.push(backoff.waitFor('k'));
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 8, 8].map((s) => s * SECOND));
  });

  it('counts down the wait as time passes', () => {
    const { backoff, advance } = onClock();
    for (let i = 0; i < 4; i += 1) backoff.fail('k');
    expect(backoff.waitFor('k')).toBe(2 * SECOND);
    advance(1500);
    expect(backoff.waitFor('k')).toBe(500);
    advance(500);
    expect(backoff.waitFor('k')).toBe(0);
  });

  it('keeps keys apart', () => {
    const { backoff } = onClock();
    for (let i = 0; i < 5; i += 1) backoff.fail('a');
    expect(backoff.waitFor('a')).toBeGreaterThan(0);
    expect(backoff.waitFor('b')).toBe(0);
  });

  it('forgets a key after a quiet spell, and on clear', () => {
    const { backoff, advance } = onClock();
    for (let i = 0; i < 5; i += 1) backoff.fail('a');
    advance(60 * SECOND);
    expect(backoff.waitFor('a')).toBe(0);
    backoff.fail('a');
    expect(backoff.waitFor('a')).toBe(0);
    for (let i = 0; i < 5; i += 1) backoff.fail('b');
    backoff.clear('b');
    expect(backoff.waitFor('b')).toBe(0);
  });

  it('holds at most maxKeys keys, dropping those whose last failure is oldest', () => {
    const { backoff, advance } = onClock({ maxKeys: 10 });
    for (let key = 0; key < 25; key += 1) {
      for (let i = 0; i < 5; i += 1) backoff.fail(`k${key}`);
      advance(1);
    }
    expect(backoff.size).toBeLessThanOrEqual(10);
    expect(backoff.waitFor('k24')).toBeGreaterThan(0);
    expect(backoff.waitFor('k0')).toBe(0);
  });

  it('never makes a key wait longer than the cap, nor at all within the free failures (any history)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            key: fc.constantFrom('a', 'b', 'c'),
            gap: fc.nat(20 * SECOND),
            op: fc.constantFrom('fail', 'clear'),
          }),
        ),
        (steps) => {
          const { backoff, advance } = onClock();
          const since = new Map<string, number>();
          for (const step of steps) {
            advance(step.gap);
            if (step.op === 'fail') {
              backoff.fail(step.key);
              since.set(step.key, (since.get(step.key) ?? 0) + 1);
            } else {
              backoff.clear(step.key);
              since.delete(step.key);
            }
            const wait = backoff.waitFor(step.key);
            expect(wait).toBeLessThanOrEqual(rule.maxDelay);
            if ((since.get(step.key) ?? 0) <= rule.free) expect(wait).toBe(0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
