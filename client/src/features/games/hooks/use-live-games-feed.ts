import {
  type LiveListGame,
  type LiveServerEvents,
  liveGamesEventSchema,
  liveGameUpdatedEventSchema,
  liveNamespace,
  type Variant,
} from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { connectNamespace } from '../../../lib/socket.ts';
import { liveGamesKey } from '../api/live-games.ts';
import type { Connection } from '../store/live-game-store.ts';

/** Puts a started or changed game in the list (newest first) and takes an ended one out. */
export function updateLiveList(games: LiveListGame[] | undefined, game: LiveListGame): LiveListGame[] {
  const others = (games ?? []).filter((held) => held.id !== game.id);
  const held = games?.find((candidate) => candidate.id === game.id);
  if (game.status === 'FINISHED' || (held && held.version > game.version)) {
    return game.status === 'FINISHED' ? others : (games ?? []);
  }
  return [game, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/**
 * Keeps the live list (`/live/{variant}`) in the query cache: the whole list on connect (and on every
 * reconnect), then each game as it starts, changes round and ends.
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
    return () => {
      socket.disconnect();
    };
  }, [variant, queryClient]);

  return connection;
}
