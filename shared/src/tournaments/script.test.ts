import { describe, expect, it } from 'vitest';
import { parseSeatingScript } from './script.ts';

const participants = ['ann', 'bo', 'cy', 'di', 'ed', 'fay', 'gus', 'hal'].map((username, index) => ({
  playerId: index + 1,
  username,
}));

describe('prescripted seating scripts', () => {
  it('reads ids and names (any case), a table per line, sessions apart by blank lines', () => {
    const parsed = parseSeatingScript(
      '1 2 3 4\nEd, fay, GUS, hal\n\n\n  8 7 6 5  \r\nann bo cy di\n',
      participants,
    );
    expect(parsed).toEqual({
      ok: true,
      sessions: [
        [
          [1, 2, 3, 4],
          [5, 6, 7, 8],
        ],
        [
          [8, 7, 6, 5],
          [1, 2, 3, 4],
        ],
      ],
      lines: [
        [1, 2],
        [5, 6],
      ],
    });
  });

  it('names the line of an unknown player', () => {
    expect(parseSeatingScript('1 2 3 4\n5 6 7 99', participants)).toEqual({
      ok: false,
      error: { line: 2, problem: 'unknownPlayer', player: '99' },
    });
  });

  it('names the line where a player is seated a second time in a session, but not in the next', () => {
    expect(parseSeatingScript('1 2 3 4\n\n1 2 3 4\n5 6 7 ann', participants)).toEqual({
      ok: false,
      error: { line: 4, problem: 'duplicatePlayer', player: 'ann' },
    });
  });

  it('names the line without four players and how many it has', () => {
    expect(parseSeatingScript('1 2 3 4\n5 6 7', participants)).toEqual({
      ok: false,
      error: { line: 2, problem: 'wrongCount', count: 3 },
    });
  });
});
