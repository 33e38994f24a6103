import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDelta, formatEloDelta, formatScore, timeSince } from './format.ts';

describe('formatting', () => {
  it('signs score and rating changes', () => {
    expect([formatDelta(8000), formatDelta(-2600), formatDelta(0)]).toEqual(['+8,000', '-2,600', '0']);
    expect([formatEloDelta(23.75), formatEloDelta(-0.04), formatEloDelta(0)]).toEqual([
      '+23.8',
      '-0.0',
      '0.0',
    ]);
    expect(formatScore(100000)).toBe('100,000');
  });

  it('writes scores and changes as the browser writes numbers in English', () => {
    const english = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
    const signed = (value: number) => (value > 0 ? `+${english.format(value)}` : english.format(value));
    const score = fc.oneof(
      fc.integer({ min: -2_000_000, max: 2_000_000 }),
      fc.integer({ min: -20_000, max: 20_000 }).map((hundreds) => hundreds * 100),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((tenths) => tenths / 10),
    );
    fc.assert(
      fc.property(score, (value) => {
        expect(formatScore(value)).toBe(english.format(value));
        expect(formatDelta(value)).toBe(signed(value));
      }),
    );
  });

  it('writes dates and times the British way, and shows what is not a date as it came', () => {
    expect(formatDate('2026-09-15T08:00:00')).toBe('15 Sept 2026');
    expect(formatDateTime('2026-03-01T20:05:00')).toBe('1 Mar 2026, 20:05');
    expect([formatDate('soon'), formatDateTime('soon')]).toEqual(['soon', 'soon']);
  });

  it('says how long ago a game started', () => {
    const now = Date.parse('2026-03-01T20:00:00Z');
    expect(timeSince('2026-03-01T19:59:30Z', now)).toBe('30 seconds ago');
    expect(timeSince('2026-03-01T19:01:00Z', now)).toBe('59 minutes ago');
    expect(timeSince('2026-03-01T17:00:00Z', now)).toBe('3 hours ago');
    expect(timeSince('2026-02-27T20:00:00Z', now)).toBe('2 days ago');
    expect(timeSince('2026-03-01T20:00:05Z', now)).toBe('now');
  });
});
