import {
  type GameClientEvents,
  type GameServerEvents,
  type GameView,
  gameNamespace,
  type Variant,
} from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { gameKey } from '../../../api/game.ts';
import { lazyContract } from '../../../lib/lazy-contract.ts';
import { connectNamespace } from '../../../lib/socket.ts';
import type { GameEvent } from '../store/apply-event.ts';
import { createLiveGameStore } from '../store/live-game-store.ts';

type Contract = typeof import('./live-game-contract.ts');

const deltaEvents: ReadonlyArray<GameEvent['type']> = [
  'round:added',
  'round:removed',
  'round:edited',
  'game:ended',
  'game:updated',
];

const loadContract = lazyContract(() => import('./live-game-contract.ts'));

/**
 * Watches one game live: the socket feeds a LiveGameStore, and every state it reaches goes into the
 * query cache, so the page shows it without knowing where it came from. Returns the connection state
 * and the spectator count.
 */
export function useLiveGame(variant: Variant, id: number) {
  const queryClient = useQueryClient();
  const store = useMemo(() => (Number.isInteger(id) ? createLiveGameStore() : null), [id]);

  useEffect(() => {
    if (!store) return;
    const socket = connectNamespace<GameServerEvents, GameClientEvents>(gameNamespace(variant, id));
    let open = true;
    void loadContract().catch(() => undefined);
    // Messages are read in the order they came, each once the contract's code is here (it loads
    // alongside the connection, so the page's first paint never waits for zod).
    const whenReadable = (read: (checks: Contract) => void) => {
      loadContract().then(
        (checks) => {
          if (open) read(checks);
        },
        () => undefined,
      );
    };
    const state = store.getState;
    const publish = () => {
      const game = state().game;
      if (!game) return;
      queryClient.setQueryData<GameView>(gameKey(variant, id), (held) =>
        held && held.version > game.version ? held : game,
      );
    };
    socket.on('connect', () => state().setConnection('live'));
    socket.on('disconnect', () => state().setConnection('reconnecting'));
    socket.on('game:snapshot', (payload: unknown) =>
      whenReadable(({ gameSnapshotEvent }) => {
        const parsed = gameSnapshotEvent.safeParse(payload);
        if (!parsed.success) return;
        state().receiveSnapshot(parsed.data.game);
        publish();
      }),
    );
    for (const type of deltaEvents) {
      socket.on(type, (payload: unknown) =>
        whenReadable(({ deltaEventSchemas }) => {
          const parsed = deltaEventSchemas[type].safeParse(payload);
          // Something we cannot read is something we missed: ask for the whole game again.
          const outcome = parsed.success
            ? state().receiveEvent({ type, event: parsed.data } as GameEvent)
            : 'gap';
          if (outcome === 'gap') socket.emit('game:resync');
          if (outcome === 'applied') publish();
        }),
      );
    }
    // An admin deleted the game: asking for it again finds nothing, and the page says so.
    socket.on('game:deleted', () => void queryClient.invalidateQueries({ queryKey: gameKey(variant, id) }));
    socket.on('game:spectators', (payload: unknown) =>
      whenReadable(({ gameSpectatorsEvent }) => {
        const parsed = gameSpectatorsEvent.safeParse(payload);
        if (parsed.success) state().setSpectators(parsed.data.count);
      }),
    );
    return () => {
      open = false;
      socket.disconnect();
    };
  }, [store, variant, id, queryClient]);

  const fallback = useMemo(createLiveGameStore, []);
  const connection = useStore(store ?? fallback, (s) => s.connection);
  const spectators = useStore(store ?? fallback, (s) => s.spectators);
  return { connection, spectators };
}
