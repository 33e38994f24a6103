import { type LiveListGame, type LiveServerEvents, liveNamespace, type Variant } from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { liveGamesKey } from '../../../api/live-games.ts';
import { lazyContract } from '../../../lib/lazy-contract.ts';
import type { Connection } from '../../../lib/socket.ts';
import { connectNamespace } from '../../../lib/socket.ts';
import { removeFromLiveList, setSpectators, updateLiveList } from '../store/live-list.ts';

type Events = typeof import('./live-list-contract.ts')['liveListEvents'];
const loadContract = lazyContract(async () => (await import('./live-list-contract.ts')).liveListEvents);

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
    let open = true;
    void loadContract().catch(() => undefined);
    // Each message is read, in the order it came, once the contract's code is here.
    const listen = socket.on.bind(socket) as (
      name: keyof Events,
      listener: (payload: unknown) => void,
    ) => void;
    const on = <Name extends keyof Events>(name: Name, read: (event: z.infer<Events[Name]>) => void) =>
      listen(
        name,
        (payload) =>
          void loadContract().then(
            (events) => {
              const parsed = events[name].safeParse(payload);
              if (open && parsed.success) read(parsed.data as z.infer<Events[Name]>);
            },
            () => undefined,
          ),
      );
    const update = (change: (games: LiveListGame[] | undefined) => LiveListGame[] | undefined) =>
      queryClient.setQueryData<LiveListGame[]>(liveGamesKey(variant), change);
    socket.on('connect', () => setConnection('live'));
    socket.on('disconnect', () => setConnection('reconnecting'));
    on('live:games', ({ games }) => update(() => games));
    on('live:game-updated', ({ game }) => update((games) => updateLiveList(games, game)));
    on('live:game-removed', ({ gameId }) => update((games) => removeFromLiveList(games, gameId)));
    on('live:spectators', ({ gameId, count }) => update((games) => setSpectators(games, gameId, count)));
    return () => {
      open = false;
      socket.disconnect();
    };
  }, [variant, queryClient]);

  return connection;
}
