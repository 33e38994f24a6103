/** Runs of games in a row, over a player's finished games in the order they ended (either variant). */
import type { Streaks } from '@mahjong/shared';

function run(places: readonly number[], keeps: (place: number) => boolean) {
  let longest = 0;
  let current = 0;
  for (const place of places) {
    current = keeps(place) ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return { longest, current };
}

export function streaks(places: readonly number[]): Streaks {
  return {
    firstPlaces: run(places, (place) => place === 1),
    withoutLast: run(places, (place) => place !== 4),
  };
}
