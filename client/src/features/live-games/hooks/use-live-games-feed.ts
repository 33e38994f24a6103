import {
  type LiveListGame,
  type LiveServerEvents,
  liveGameRemovedEventSchema,
  liveGamesEventSchema,
  liveGameUpdatedEventSchema,
  liveNamespace,
  liveSpectatorsEventSchema,
  type Variant,
} from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { liveGamesKey } from '../../../api/live-games.ts';
import type { Connection } from '../../../lib/socket.ts';
import { connectNamespace } from '../../../lib/socket.ts';
import { removeFromLiveList, setSpectators, updateLiveList } from '../store/live-list.ts';

/**
 * Keeps the live list (`/live/{variant}`) in the query cache: the whole list on connect (and on every
 * reconnect), then each game as it starts, changes round, ends or is deleted, and its watchers as they
 * come and go.
 */
export function useLiveGamesFeed(variant: Variant): Connection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<Connection>('connecting');

  useEffect(() => {
    const socket = connectNamespace<LiveServerEvents, object>(liveNamespace(variant));
    socket.on('connect', () => setConnection('live'));
    socket.on('disconnect', () => setConnection('reconnecting'));
    socket.on('live:games', (payload: unknown) => {
      const parsed = liveGamesEventSchema.safeParse(payload);
      if (parsed.success) queryClient.setQueryData(liveGamesKey(variant), parsed.data.games);
    });
    socket.on('live:game-updated', (payload: unknown) => {
      const parsed = liveGameUpdatedEventSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueryData<LiveListGame[]>(liveGamesKey(variant), (games) =>
        updateLiveList(games, parsed.data.game),
      );
    });
    socket.on('live:game-removed', (payload: unknown) => {
      const parsed = liveGameRemovedEventSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueryData<LiveListGame[]>(liveGamesKey(variant), (games) =>
        removeFromLiveList(games, parsed.data.gameId),
      );
    });
    socket.on('live:spectators', (payload: unknown) => {
      const parsed = liveSpectatorsEventSchema.safeParse(payload);
      if (!parsed.success) return;
      const { gameId, count } = parsed.data;
      queryClient.setQueryData<LiveListGame[]>(liveGamesKey(variant), (games) =>
        setSpectators(games, gameId, count),
      );
    });
    return () => {
      socket.disconnect();
    };
  }, [variant, queryClient]);

  return connection;
}
