import { type GameView, ratingChangeParts } from '@mahjong/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { riichiGame } from '../../../test/game-fixtures.ts';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { explainRatingChanges, ordinal } from './rating-explanation.ts';

/** A finished riichi game whose rating changes are the engine's, from `before` (by seat). */
function finished(finalScores: number[], placements: number[], before: number[]): GameView {
  const game = riichiGame([]);
  const parts = ratingChangeParts(
    'jp',
    game.players.map((player) => ({
      id: player.id,
      seat: player.seat,
      elo: before[player.seat]!,
      score: finalScores[player.seat]!,
    })),
  );
  return {
    ...game,
    status: 'FINISHED',
    currentRound: null,
    finalScores,
    placements,
    ratingChanges: game.players.map((player) => {
      const part = parts[player.id]!;
      return {
        playerId: player.id,
        before: before[player.seat]!,
        after: before[player.seat]! + part.delta,
        delta: part.delta,
        placePoints: part.placePoints,
        expectedPlacePoints: part.expectedPlacePoints,
        scorePart: part.scorePart,
        centring: part.centring,
      };
    }),
  };
}

afterEach(speakEnglish);

describe('rating explanations', () => {
  it('says what was expected, the place taken and what the score added (the worked example of the rating rules)', () => {
    const game = finished([45000, 30000, 20000, 5000], [1, 2, 3, 4], [1500, 1500, 1500, 1500]);
    expect(explainRatingChanges(game).map(({ username, text }) => [username, text])).toEqual([
      ['alice', 'expected about 2.5th, placed 1st: +20.0; score +20,000: +3.8'],
      ['bob', 'expected about 2.5th, placed 2nd: +10.0; score +5,000: +1.5'],
      ['carol', 'expected about 2.5th, placed 3rd: 0.0; score -5,000: -0.5'],
      ['dave', 'expected about 2.5th, placed 4th: -30.0; score -20,000: -4.8'],
    ]);
  });

  it('expects more of the stronger player: about 2nd for 1720 against three near 1450', () => {
    const game = finished([32000, 41000, 17000, 10000], [2, 1, 3, 4], [1720, 1480, 1455, 1390]);
    const [alice, bob] = explainRatingChanges(game);
    // Alice placed as expected: only a little for the place (10 − 8.7), and her score's part.
    expect(alice?.text).toBe('expected about 2nd, placed 2nd: +1.3; score +7,000: +1.6');
    expect(bob?.text).toMatch(/^expected about 2\.6th, placed 1st: \+21\.0; score \+16,000: /);
  });

  it('mentions the evening-out across the table only when it counts', () => {
    const game = finished([45000, 30000, 20000, 5000], [1, 2, 3, 4], [1500, 1500, 1500, 1500]);
    const evened = {
      ...game,
      ratingChanges: game.ratingChanges!.map((change) => ({ ...change, centring: -0.4 })),
    };
    expect(explainRatingChanges(evened)[0]?.text).toBe(
      'expected about 2.5th, placed 1st: +20.0; score +20,000: +3.8; evened out across the table: -0.4',
    );
  });

  it('says nothing for a game without rating changes', () => {
    expect(explainRatingChanges(riichiGame([]))).toEqual([]);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
  ])('place %i is %s', (place, text) => {
    expect(ordinal(place)).toBe(text);
  });

  it('says places in the reader’s language: 1位, 第2.5名', () => {
    const game = finished([45000, 30000, 20000, 5000], [1, 2, 3, 4], [1500, 1500, 1500, 1500]);
    speak('ja');
    expect(explainRatingChanges(game)[0]?.text).toBe('予想順位 約2.5位、実際 1位：+20.0；得点 +20,000：+3.8');
    speak('zh-Hans');
    expect(explainRatingChanges(game)[3]?.text).toBe('预期约第2.5名，实际第4名：-30.0；得分-20,000：-4.8');
  });
});
