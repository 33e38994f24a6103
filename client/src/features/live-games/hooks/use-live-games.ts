import type { Variant } from '@mahjong/shared';
import { type LiveGame, liveListed, useLiveGamesQuery } from '../../../api/live-games.ts';
import type { Connection } from '../../../lib/socket.ts';
import { useLiveGamesFeed } from './use-live-games-feed.ts';

export interface LiveGameList {
  /** Ranked tables first, then casual ones (unless hidden). */
  games: LiveGame[];
  /** How many casual tables are playing, shown or not. */
  casualCount: number;
  isPending: boolean;
  /** Only when there is no list to show: a failed load keeps the last list on screen. */
  error: Error | null;
  /** Whether the list is updating by itself. */
  connection: Connection;
}

/**
 * The live list's one source of games: the REST list for the first load, then the `/live/{variant}`
 * socket keeps the same cache entry current — games starting, changing round, ending. Every table in
 * progress is listed, ranked and casual, so that anyone can find the table they want to watch.
 */
export function useLiveGames(variant: Variant, withCasual: boolean): LiveGameList {
  const query = useLiveGamesQuery(variant);
  const connection = useLiveGamesFeed(variant);
  const all = query.data ?? [];
  return {
    games: liveListed(all, withCasual),
    casualCount: all.filter((game) => game.type === 'CASUAL').length,
    isPending: query.isPending,
    error: query.data === undefined ? query.error : null,
    connection,
  };
}
