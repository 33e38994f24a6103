import {
  type Tournament,
  type TournamentClientEvents,
  type TournamentServerEvents,
  tournamentNamespace,
  tournamentUpdateEventSchema,
} from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { connectNamespace } from '../../../lib/socket.ts';
import { tournamentKey, useTournamentQuery } from '../api/tournaments.ts';
import { createTournamentStore } from '../store/tournament-store.ts';

/**
 * Keeps tournament `id` live: the first answer, then every `tournament:update` from its socket (one
 * on every connect, so a connection back after a drop brings what was missed), go into one store for
 * the page, and into the query cache. An update that cannot be read asks for the whole tournament
 * again (`tournament:resync`).
 */
export function useTournamentFeed(id: number) {
  const queryClient = useQueryClient();
  const store = useMemo(() => (Number.isInteger(id) ? createTournamentStore() : null), [id]);
  const query = useTournamentQuery(id);
  const { data, dataUpdatedAt } = query;

  useEffect(() => {
    if (store && data) store.getState().receiveSnapshot(data, dataUpdatedAt || Date.now());
  }, [store, data, dataUpdatedAt]);

  useEffect(() => {
    if (!store) return;
    const socket = connectNamespace<TournamentServerEvents, TournamentClientEvents>(tournamentNamespace(id));
    const state = store.getState;
    socket.on('connect', () => state().setConnection('live'));
    socket.on('disconnect', () => state().setConnection('reconnecting'));
    socket.on('tournament:update', (payload: unknown) => {
      const parsed = tournamentUpdateEventSchema.safeParse(payload);
      const outcome = state().receiveUpdate(parsed.success ? parsed.data : null, Date.now());
      if (outcome === 'gap') socket.emit('tournament:resync');
      const held = state().tournament;
      if (outcome === 'applied' && held) {
        queryClient.setQueryData<Tournament>(tournamentKey(id), (old) =>
          old && old.version >= held.version ? old : { ...held, registered: old?.registered ?? false },
        );
      }
    });
    return () => {
      socket.disconnect();
    };
  }, [store, id, queryClient]);

  const fallback = useMemo(createTournamentStore, []);
  const tournament = useStore(store ?? fallback, (s) => s.tournament);
  const connection = useStore(store ?? fallback, (s) => s.connection);
  const offset = useStore(store ?? fallback, (s) => s.offset);
  return { tournament, connection, offset, error: query.error, isPending: query.isPending && !tournament };
}
