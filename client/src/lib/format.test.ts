import { describe, expect, it } from 'vitest';
import { formatDelta, formatEloDelta, formatScore, timeSince } from './format.ts';

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

  it('says how long ago a game started', () => {
    const now = Date.parse('2026-03-01T20:00:00Z');
    expect(timeSince('2026-03-01T19:59:30Z', now)).toBe('30 seconds ago');
    expect(timeSince('2026-03-01T19:01:00Z', now)).toBe('59 minutes ago');
    expect(timeSince('2026-03-01T17:00:00Z', now)).toBe('3 hours ago');
    expect(timeSince('2026-02-27T20:00:00Z', now)).toBe('2 days ago');
    expect(timeSince('2026-03-01T20:00:05Z', now)).toBe('now');
  });
});
