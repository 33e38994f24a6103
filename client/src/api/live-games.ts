import type { LiveGame as LiveGameAnswer, LiveListGame, Variant } from '@mahjong/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/**
 * One game of the live list: the REST answer, or the socket's (`LiveListGame`), which also carries
 * its status and how many watch it.
 */
export type LiveGame = LiveGameAnswer & Partial<Pick<LiveListGame, 'status' | 'spectators'>>;

/**
 * The live list in the order every page shows it (`/games/current/{variant}`, the home page's "Live
 * now"): ranked tables first, then casual ones, each newest first as the server sends them. With
 * `withCasual` false, only the ranked ones (a visitor may hide the casual tables).
 */
export function liveListed<Game extends Pick<LiveGame, 'type'>>(
  games: readonly Game[],
  withCasual = true,
): Game[] {
  const ranked = games.filter((game) => game.type === 'RANKED');
  return withCasual ? [...ranked, ...games.filter((game) => game.type !== 'RANKED')] : ranked;
}

export const liveGamesKey = (variant: Variant) => ['games', 'current', variant] as const;

export function fetchLiveGames(variant: Variant): Promise<LiveGame[]> {
  return api<LiveGame[]>(`/games/current/${variant}`);
}

/**
 * The REST answer merged with what the socket already brought: a game the socket holds at a newer
 * version stays as it is, and the spectator counts (which only the socket knows) are kept.
 */
export function mergeLiveGames(answer: LiveGame[], held: LiveGame[] | undefined): LiveGame[] {
  if (!held) return answer;
  const byId = new Map(held.map((game) => [game.id, game]));
  return answer.map((game) => {
    const known = byId.get(game.id);
    if (!known) return game;
    if (known.version > game.version) return known;
    return known.spectators === undefined ? game : { ...game, spectators: known.spectators };
  });
}

async function loadLiveGames(queryClient: QueryClient, variant: Variant): Promise<LiveGame[]> {
  const answer = await fetchLiveGames(variant);
  return mergeLiveGames(answer, queryClient.getQueryData<LiveGame[]>(liveGamesKey(variant)));
}

/** The first load of the live list; the `/live/{variant}` socket keeps the same cache entry current. */
export function useLiveGamesQuery(variant: Variant) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: liveGamesKey(variant),
    queryFn: () => loadLiveGames(queryClient, variant),
  });
}
