import { describe, expect, it } from 'vitest';
import type { RoundPosition } from './round-input.ts';
import { advanceRound, isWind, roundPositionRefusal } from './winds.ts';

describe('advanceRound', () => {
  it('walks East 1 … North 4 and wraps to East 1', () => {
    const seen: string[] = [];
    let position: RoundPosition = { roundWind: 'EAST', roundNumber: 1 };
    for (let i = 0; i < 17; i++) {
      seen.push(`${position.roundWind[0]}${position.roundNumber}`);
      position = advanceRound(position);
    }
    expect(seen.join(' ')).toBe('E1 E2 E3 E4 S1 S2 S3 S4 W1 W2 W3 W4 N1 N2 N3 N4 E1');
  });
});

describe('round positions', () => {
  it.each([
    ['EAST', true],
    ['NORTH', true],
    ['north', false],
    ['toString', false],
    [3, false],
  ])('isWind(%j) is %s', (value, expected) => {
    expect(isWind(value)).toBe(expected);
  });

  it('refuses a wind or number that does not exist', () => {
    expect(roundPositionRefusal({ roundWind: 'EAST', roundNumber: 4 })).toBeUndefined();
    expect(roundPositionRefusal({ roundWind: 'EAST', roundNumber: 0 })).toEqual({
      code: 'INVALID_ROUND_NUMBER',
      params: { value: 0 },
    });
    expect(roundPositionRefusal({ roundWind: 'CENTRE' as 'EAST', roundNumber: 1 })).toEqual({
      code: 'INVALID_WIND',
      params: { value: 'CENTRE' },
    });
  });
});
