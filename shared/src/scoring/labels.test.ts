import { describe, expect, it } from 'vitest';
import { roundLabel } from './labels.ts';
import type { Wind } from './round-input.ts';

describe('roundLabel', () => {
  it.each<[Wind, number, number, string]>([
    ['EAST', 1, 0, '東一局 0本場'],
    ['EAST', 1, 1, '東一局 1本場'],
    ['SOUTH', 2, 3, '南二局 3本場'],
    ['WEST', 3, 0, '西三局 0本場'],
    ['NORTH', 4, 12, '北四局 12本場'],
  ])('jp %s %i, %i honba → %s', (roundWind, roundNumber, bonus, label) => {
    expect(roundLabel('jp', { roundWind, roundNumber, bonus })).toBe(label);
  });

  it('shows 0本場 when the honba is left out', () => {
    expect(roundLabel('jp', { roundWind: 'SOUTH', roundNumber: 4 })).toBe('南四局 0本場');
  });

  it.each<[Wind, number, string]>([
    ['EAST', 1, 'East 1'],
    ['SOUTH', 2, 'South 2'],
    ['WEST', 3, 'West 3'],
    ['NORTH', 4, 'North 4'],
  ])('hk %s %i → %s (no honba)', (roundWind, roundNumber, label) => {
    expect(roundLabel('hk', { roundWind, roundNumber, bonus: 2 })).toBe(label);
  });

  it.each(['east', 'CENTER', '', 'constructor', 'toString'])("throws 'Invalid wind' for %j", (wind) => {
    expect(() => roundLabel('jp', { roundWind: wind as Wind, roundNumber: 1 })).toThrowError(
      new Error('Invalid wind'),
    );
    expect(() => roundLabel('hk', { roundWind: wind as Wind, roundNumber: 1 })).toThrowError('Invalid wind');
  });

  it.each([0, 5, 1.5])('throws for round number %d', (roundNumber) => {
    expect(() => roundLabel('jp', { roundWind: 'EAST', roundNumber })).toThrowError('Invalid round number');
  });
});
