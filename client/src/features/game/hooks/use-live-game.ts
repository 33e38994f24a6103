import {
  type GameClientEvents,
  type GameServerEvents,
  type GameView,
  gameEndedEventSchema,
  gameNamespace,
  gameSnapshotEventSchema,
  gameSpectatorsEventSchema,
  gameUpdatedEventSchema,
  roundAddedEventSchema,
  roundEditedEventSchema,
  roundRemovedEventSchema,
  type Variant,
} from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { gameKey } from '../../../api/game.ts';
import { connectNamespace } from '../../../lib/socket.ts';
import type { GameEvent } from '../store/apply-event.ts';
import { createLiveGameStore } from '../store/live-game-store.ts';

const deltaEvents = [
  ['round:added', roundAddedEventSchema],
  ['round:removed', roundRemovedEventSchema],
  ['round:edited', roundEditedEventSchema],
  ['game:ended', gameEndedEventSchema],
  ['game:updated', gameUpdatedEventSchema],
] as const;

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
    socket.on('game:snapshot', (payload: unknown) => {
      const parsed = gameSnapshotEventSchema.safeParse(payload);
      if (!parsed.success) return;
      state().receiveSnapshot(parsed.data.game);
      publish();
    });
    for (const [type, schema] of deltaEvents) {
      socket.on(type, (payload: unknown) => {
        const parsed = schema.safeParse(payload);
        // Something we cannot read is something we missed: ask for the whole game again.
        const outcome = parsed.success
          ? state().receiveEvent({ type, event: parsed.data } as GameEvent)
          : 'gap';
        if (outcome === 'gap') socket.emit('game:resync');
        if (outcome === 'applied') publish();
      });
    }
    socket.on('game:spectators', (payload: unknown) => {
      const parsed = gameSpectatorsEventSchema.safeParse(payload);
      if (parsed.success) state().setSpectators(parsed.data.count);
    });
    return () => {
      socket.disconnect();
    };
  }, [store, variant, id, queryClient]);

  const fallback = useMemo(createLiveGameStore, []);
  const connection = useStore(store ?? fallback, (s) => s.connection);
  const spectators = useStore(store ?? fallback, (s) => s.spectators);
  return { connection, spectators };
}
