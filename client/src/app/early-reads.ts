import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { currentPlayerKey, fetchCurrentPlayer } from '../api/current-player.ts';
import { fetchGame, gameKey } from '../api/game.ts';
import { fetchLiveGames, liveGamesKey } from '../api/live-games.ts';

/**
 * Reads a page is certain to make, started as the app boots rather than once the page's code has
 * arrived: on a slow network the two round trips then overlap instead of following each other.
 * The server names these same reads in the page's index.html (server: page-preloads.ts), so the
 * browser has them on the way before this code runs; the URLs must stay the same on both sides.
 * Every page asks who is signed in (the navigation bar, and the page's own choices, such as the round
 * names): asked first, the answer is there for the first render instead of drawing every page twice.
 */
export function startEarlyReads(client: QueryClient, pathname: string): void {
  void client.prefetchQuery({
    queryKey: currentPlayerKey,
    queryFn: fetchCurrentPlayer,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const live = matchPath('/games/current/:variant', pathname)?.params.variant;
  if (live === 'jp' || live === 'hk') {
    void client.prefetchQuery({ queryKey: liveGamesKey(live), queryFn: () => fetchLiveGames(live) });
    return;
  }
  const game = matchPath('/games/:variant/:id', pathname);
  const variant = game?.params.variant;
  const id = Number(game?.params.id);
  if ((variant === 'jp' || variant === 'hk') && Number.isSafeInteger(id) && id > 0) {
    void client.prefetchQuery({ queryKey: gameKey(variant, id), queryFn: () => fetchGame(variant, id) });
  }
}
