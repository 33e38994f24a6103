import { describe, expect, it } from 'vitest';
import { DEALER_RON, DECK_OUT_BOB_TENPAI, riichiGame } from '../../../test/game-fixtures.ts';
import { changesSince } from './game-changes.ts';

describe('changesSince', () => {
  it('names the hands recorded meanwhile and where the game stands', () => {
    const game = riichiGame([DEALER_RON, DECK_OUT_BOB_TENPAI]);
    expect(changesSince({ expectedVersion: 1, roundsSeen: 0 }, game)).toEqual([
      'Meanwhile 2 hands were recorded: 東一局 0本場, 東一局 1本場.',
      'Now playing: 東二局 2本場.',
    ]);
  });

  it('tells an undo, another change, and an ended game', () => {
    const game = riichiGame([DEALER_RON]);
    expect(changesSince({ expectedVersion: 3, roundsSeen: 2 }, { ...game, version: 4 })[0]).toBe(
      'Meanwhile 1 hand was undone.',
    );
    expect(changesSince({ expectedVersion: 2, roundsSeen: 1 }, { ...game, version: 3 })[0]).toBe(
      'Meanwhile the game was changed (a hand corrected or a penalty recorded).',
    );
    expect(
      changesSince({ expectedVersion: 2 }, { ...game, version: 3, status: 'FINISHED', currentRound: null }),
    ).toEqual([
      'Meanwhile the game was changed (a hand corrected or a penalty recorded).',
      'The game has ended.',
    ]);
  });
});
