import type { Variant } from '@mahjong/shared';
import { type LiveGame, liveListed, useLiveGamesQuery } from '../../../api/live-games.ts';
import type { Connection } from '../../../lib/socket.ts';
import { useLiveGamesFeed } from './use-live-games-feed.ts';

export interface LiveGameList {
  games: LiveGame[];
  isPending: boolean;
  /** Only when there is no list to show: a failed load keeps the last list on screen. */
  error: Error | null;
  /** Whether the list is updating by itself. */
  connection: Connection;
}

/**
 * The live list's one source of games: the REST list for the first load, then the `/live/{variant}`
 * socket (DESIGN §4) keeps the same cache entry current — games starting, changing round, ending.
 * SPEC §2: the live page shows ranked games.
 */
export function useLiveGames(variant: Variant): LiveGameList {
  const query = useLiveGamesQuery(variant);
  const connection = useLiveGamesFeed(variant);
  return {
    games: liveListed(query.data ?? []),
    isPending: query.isPending,
    error: query.data === undefined ? query.error : null,
    connection,
  };
}
