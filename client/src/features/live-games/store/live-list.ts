/** The live list (`/games/current/{variant}`) as events change it: pure functions over the cached list. */
import type { LiveListGame } from '@mahjong/shared';

/** Puts a started or changed game in the list (newest first) and takes an ended one out. */
export function updateLiveList(games: LiveListGame[] | undefined, game: LiveListGame): LiveListGame[] {
  const others = (games ?? []).filter((held) => held.id !== game.id);
  const held = games?.find((candidate) => candidate.id === game.id);
  if (game.status === 'FINISHED' || (held && held.version > game.version)) {
    return game.status === 'FINISHED' ? others : (games ?? []);
  }
  return [game, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** A game's watchers changed; a game not in the list is left out. */
export function setSpectators(
  games: LiveListGame[] | undefined,
  gameId: number,
  count: number,
): LiveListGame[] | undefined {
  return games?.map((game) => (game.id === gameId ? { ...game, spectators: count } : game));
}

/** An admin deleted a game: it leaves the list. */
export function removeFromLiveList(
  games: LiveListGame[] | undefined,
  gameId: number,
): LiveListGame[] | undefined {
  return games?.filter((game) => game.id !== gameId);
}
