import { describe, expect, it } from 'vitest';
import { type FlaggableRound, isHandsListFlagged } from './flagged.ts';
import type { RoundPosition, Wind } from './round-input.ts';

const hand = (roundWind: Wind, roundNumber: number, scoreDeltas: number[]): FlaggableRound => ({
  roundWind,
  roundNumber,
  scoreDeltas,
});
const at = (roundWind: Wind, roundNumber: number): RoundPosition => ({ roundWind, roundNumber });

describe('isHandsListFlagged (docs/rules.md, "Flagged hands")', () => {
  it.each<[string, FlaggableRound[], RoundPosition | null, number, boolean]>([
    ['an empty list', [], at('EAST', 1), 25000, false],
    [
      'an ordinary game in progress',
      [hand('EAST', 1, [8000, -8000, 0, 0]), hand('EAST', 2, [0, 1000, -1000, 0])],
      at('EAST', 3),
      25000,
      false,
    ],
    [
      'a seat below 0 on the last hand (that is how the game ended)',
      [hand('EAST', 1, [8000, -8000, 0, 0]), hand('EAST', 2, [18000, -18000, 0, 0])],
      null,
      25000,
      false,
    ],
    [
      'a seat below 0 before the last hand',
      [hand('EAST', 1, [26000, -26000, 0, 0]), hand('EAST', 2, [0, 1000, -1000, 0])],
      null,
      25000,
      true,
    ],
    [
      'a seat at exactly 0 before the last hand',
      [hand('EAST', 1, [25000, -25000, 0, 0]), hand('EAST', 2, [0, 1000, -1000, 0])],
      at('EAST', 3),
      25000,
      false,
    ],
    [
      'Hong Kong: below 0 before the last hand',
      [hand('EAST', 1, [-768, 256, 256, 256]), hand('EAST', 2, [0, 0, 0, 0])],
      at('EAST', 3),
      750,
      true,
    ],
    [
      'back at East 1 after East 2 was played',
      [hand('EAST', 1, [0, 0, 0, 0]), hand('EAST', 2, [0, 0, 0, 0])],
      at('EAST', 1),
      25000,
      true,
    ],
    [
      'still East 1 after East 1 repeats',
      [hand('EAST', 1, [12000, -4000, -4000, -4000]), hand('EAST', 1, [0, 0, 0, 0])],
      at('EAST', 1),
      25000,
      false,
    ],
    [
      'an ended game (no current round)',
      [hand('EAST', 1, [0, 0, 0, 0]), hand('EAST', 2, [0, 0, 0, 0])],
      null,
      25000,
      false,
    ],
  ])('%s', (_, rounds, current, start, flagged) => {
    expect(isHandsListFlagged(rounds, current, start)).toBe(flagged);
  });
});
