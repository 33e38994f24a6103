import { describe, expect, it } from 'vitest';
import { formatRoundLabel, formatRoundNames } from './round-label.ts';

describe('round names as Settings choose', () => {
  const southTwo = { roundWind: 'SOUTH' as const, roundNumber: 2, bonus: 1 };

  it('names riichi rounds in kanji by default and in English when chosen', () => {
    expect(formatRoundLabel('jp', southTwo, 'kanji')).toBe('南二局 1本場');
    expect(formatRoundLabel('jp', southTwo, 'english')).toBe('South 2, 1 bonus');
  });

  it('names Hong Kong rounds by wind and number either way', () => {
    expect(formatRoundLabel('hk', southTwo, 'kanji')).toBe('South 2');
    expect(formatRoundLabel('hk', southTwo, 'english')).toBe('South 2');
  });

  it('refuses a wind that is not one of the four, as the engine does', () => {
    expect(() => formatRoundLabel('jp', { roundWind: 'UP' as never, roundNumber: 1 }, 'english')).toThrow(
      'Invalid wind',
    );
  });

  it('names the rounds of a message as chosen, every one of them, and leaves the rest of it alone', () => {
    const message =
      'Round 6 (after the end): the game ended with round 5 (南四局 2本場); Round 2 (東一局 10本場): no';
    expect(formatRoundNames(message, 'english')).toBe(
      'Round 6 (after the end): the game ended with round 5 (South 4, 2 bonus); Round 2 (East 1, 10 bonus): no',
    );
    expect(formatRoundNames(message, 'kanji')).toBe(message);
    expect(formatRoundNames('East 1 ended', 'english')).toBe('East 1 ended');
  });
});
