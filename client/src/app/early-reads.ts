import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { fetchGame, gameKey } from '../api/game.ts';

/**
 * Reads a page is certain to make, started as the app boots rather than once the page's code has
 * arrived: on a slow network the two round trips then overlap instead of following each other.
 */
export function startEarlyReads(client: QueryClient, pathname: string): void {
  const game = matchPath('/games/:variant/:id', pathname);
  const variant = game?.params.variant;
  const id = Number(game?.params.id);
  if ((variant === 'jp' || variant === 'hk') && Number.isSafeInteger(id) && id > 0) {
    void client.prefetchQuery({ queryKey: gameKey(variant, id), queryFn: () => fetchGame(variant, id) });
  }
}
