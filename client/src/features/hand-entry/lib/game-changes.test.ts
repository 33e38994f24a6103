import { describe, expect, it } from 'vitest';
import { formatRoundLabel } from '../../../lib/round-label.ts';
import { DEALER_RON, DECK_OUT_BOB_TENPAI, riichiGame } from '../../../test/game-fixtures.ts';
import { changesSince as changesNamed } from './game-changes.ts';

const kanji = (
  variant: Parameters<typeof formatRoundLabel>[0],
  round: Parameters<typeof formatRoundLabel>[1],
) => formatRoundLabel(variant, round, 'kanji');
const changesSince = (hand: Parameters<typeof changesNamed>[0], game: Parameters<typeof changesNamed>[1]) =>
  changesNamed(hand, game, kanji);

describe('changesSince', () => {
  it('names the hands recorded meanwhile and where the game stands', () => {
    const game = riichiGame([DEALER_RON, DECK_OUT_BOB_TENPAI]);
    expect(changesSince({ expectedVersion: 1, roundsSeen: 0 }, game)).toEqual([
      'Meanwhile 2 hands were recorded: 東一局 0本場, 東一局 1本場.',
      'Now playing: 東二局 2本場.',
    ]);
  });

  it('names the rounds as the player chose', () => {
    const game = riichiGame([DEALER_RON, DECK_OUT_BOB_TENPAI]);
    expect(
      changesNamed({ expectedVersion: 1, roundsSeen: 1 }, game, (variant, round) =>
        formatRoundLabel(variant, round, 'english'),
      ),
    ).toEqual(['Meanwhile 1 hand was recorded: East 1, 1 bonus.', 'Now playing: East 2, 2 bonus.']);
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
