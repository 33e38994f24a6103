/**
 * A finished game's rating changes in words a player understands: the place they were
 * expected to take from the four ratings, the place they took and what that was worth, then what
 * their score added (uma included), and the small evening-out that makes the four changes sum to 0.
 */
import { selectOrdinal, t } from '@lingui/core/macro';
import { expectedPlaces, type GameView, type RatingChange } from '@mahjong/shared';
import { formatDelta, formatEloDelta } from '../../../lib/format.ts';

/** `1st`, `2nd`, `3rd`, `4th` (1位, 第1名). */
export function ordinal(place: number): string {
  return t({
    message: selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' }),
    comment: 'A place at the table: 1st, 2nd, 3rd, 4th',
  });
}

/** `2.4th`, or `2nd` when it is a whole place to one decimal. */
function expectedOrdinal(place: number): string {
  const tenths = Math.round(place * 10) / 10;
  if (Number.isInteger(tenths)) return ordinal(tenths);
  const fraction = tenths.toFixed(1);
  return t({ message: `${fraction}th`, comment: 'An expected place between two places, e.g. 2.4th' });
}

/** Below this, the evening-out is not worth a mention (it shows as ±0.0). */
const NEGLIGIBLE = 0.05;

export interface RatingExplanation {
  playerId: number;
  username: string;
  delta: number;
  /** "expected about 2.4th, placed 1st: +14.1; score +32,000: +4.6". */
  text: string;
}

/** One sentence per player, in the game's seat order; none until the game has its rating changes. */
export function explainRatingChanges(game: GameView): RatingExplanation[] {
  const changes = game.ratingChanges;
  if (changes === null || game.placements === null || game.finalScores === null) return [];
  const bySeat = game.players.map((player) => changes.find((change) => change.playerId === player.id));
  if (bySeat.some((change) => change === undefined)) return [];
  const rated = bySeat as RatingChange[];
  const expected = expectedPlaces(rated.map((change) => change.before));
  const start = game.rules.startPoints;
  return game.players.map((player, seat) => {
    const change = rated[seat] as RatingChange;
    const place = game.placements?.[seat] ?? 0;
    const score = (game.finalScores?.[seat] ?? start) - start;
    const expectedPlace = expectedOrdinal(expected[seat] ?? 2.5);
    const placed = ordinal(place);
    const placePart = formatEloDelta(change.placePoints - change.expectedPlacePoints);
    const points = formatDelta(score);
    const scorePart = formatEloDelta(change.scorePart);
    const centring = formatEloDelta(change.centring);
    const text =
      Math.abs(change.centring) >= NEGLIGIBLE
        ? t`expected about ${expectedPlace}, placed ${placed}: ${placePart}; score ${points}: ${scorePart}; evened out across the table: ${centring}`
        : t`expected about ${expectedPlace}, placed ${placed}: ${placePart}; score ${points}: ${scorePart}`;
    return { playerId: player.id, username: player.username, delta: change.delta, text };
  });
}
