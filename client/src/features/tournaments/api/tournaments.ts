/** The tournament requests: the list, one tournament, and every change an organiser or a player makes. */
import type {
  CreateTournamentBody,
  Tournament,
  TournamentParticipant,
  TournamentPenalty,
  TournamentSeating,
  TournamentSummary,
  TournamentTimeBody,
  UpdateTournamentBody,
} from '@mahjong/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const tournamentListKey = ['tournaments'] as const;
export const tournamentKey = (id: number) => ['tournaments', id] as const;

export function fetchTournaments(): Promise<TournamentSummary[]> {
  return api<TournamentSummary[]>('/tournaments');
}

export function fetchTournament(id: number): Promise<Tournament> {
  return api<Tournament>(`/tournaments/${id}`);
}

export function useTournamentList() {
  return useQuery({ queryKey: tournamentListKey, queryFn: fetchTournaments });
}

/** The tournaments a player takes part in (playing, dropped or replaced), as the server filters them. */
export function usePlayerTournamentList(playerId: number) {
  return useQuery({
    queryKey: [...tournamentListKey, 'of', playerId] as const,
    queryFn: () => api<TournamentSummary[]>(`/tournaments?playerId=${playerId}`),
  });
}

/** One tournament as its page first reads it; the page's store keeps it current from the socket. */
export function useTournamentQuery(id: number) {
  return useQuery({
    queryKey: tournamentKey(id),
    queryFn: () => fetchTournament(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export const resultsCsvUrl = (id: number) => `/api/tournaments/${id}/results.csv`;
export const emaCsvUrl = (id: number) => `/api/tournaments/${id}/ema.csv`;

/** A change to tournament `id`: the list and the tournament are asked for again once it lands. */
function useTournamentMutation<Input, Output>(id: number | null, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentListKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: [...tournamentListKey, 'of'] }),
        id === null ? undefined : queryClient.invalidateQueries({ queryKey: tournamentKey(id) }),
      ]);
    },
  });
}

const base = (id: number) => `/tournaments/${id}`;

export function useCreateTournament() {
  return useTournamentMutation(null, (body: CreateTournamentBody) =>
    api<Tournament>('/tournaments', { method: 'POST', body }),
  );
}

export function useUpdateTournament(id: number) {
  return useTournamentMutation(id, (body: UpdateTournamentBody) =>
    api<Tournament>(base(id), { method: 'PATCH', body }),
  );
}

/** Registers yourself (no player named), or an admin adds a player or a guest by name. */
export function useAddParticipant(id: number) {
  return useTournamentMutation(id, (body: { playerId?: number; guestName?: string }) =>
    api<TournamentParticipant>(`${base(id)}/participants`, { method: 'POST', body }),
  );
}

/** Withdraws yourself, or an admin removes a participant. */
export function useRemoveParticipant(id: number) {
  return useTournamentMutation(id, (playerId: number) =>
    api<void>(`${base(id)}/participants/${playerId}`, { method: 'DELETE' }),
  );
}

export function useSetParticipantStatus(id: number) {
  return useTournamentMutation(
    id,
    ({
      playerId,
      status,
      substituteId,
    }: Pick<TournamentParticipant, 'playerId' | 'status'> & { substituteId?: number }) =>
      api<TournamentParticipant>(`${base(id)}/participants/${playerId}`, {
        method: 'PATCH',
        body: substituteId === undefined ? { status } : { status, substituteId },
      }),
  );
}

export function useProposeSeating(id: number) {
  return useTournamentMutation(id, ({ session, script }: { session: number; script?: string }) =>
    api<TournamentSeating>(`${base(id)}/sessions/${session}/seating`, {
      method: 'POST',
      body: script === undefined ? {} : { script },
    }),
  );
}

export function useSwapPlayers(id: number) {
  return useTournamentMutation(id, ({ session, a, b }: { session: number; a: number; b: number }) =>
    api<TournamentSeating>(`${base(id)}/sessions/${session}/swap`, { method: 'POST', body: { a, b } }),
  );
}

export function useStartSession(id: number) {
  return useTournamentMutation(id, (session: number) =>
    api<{ tables: { table: number; gameId: number }[]; endsAt: string }>(
      `${base(id)}/sessions/${session}/start`,
      { method: 'POST', body: {} },
    ),
  );
}

export function useSessionTime(id: number) {
  return useTournamentMutation(id, ({ session, ...body }: TournamentTimeBody & { session: number }) =>
    api<unknown>(`${base(id)}/sessions/${session}/time`, { method: 'POST', body }),
  );
}

export function useEndTable(id: number) {
  return useTournamentMutation(
    id,
    ({ session, table, reason }: { session: number; table: number; reason: string }) =>
      api<unknown>(`${base(id)}/sessions/${session}/tables/${table}/end`, {
        method: 'POST',
        body: { reason },
      }),
  );
}

export function useAddPenalty(id: number) {
  return useTournamentMutation(id, (body: { playerId: number; amount: number; reason: string }) =>
    api<TournamentPenalty>(`${base(id)}/penalties`, { method: 'POST', body }),
  );
}

export function useRemovePenalty(id: number) {
  return useTournamentMutation(id, (penaltyId: number) =>
    api<void>(`${base(id)}/penalties/${penaltyId}`, { method: 'DELETE' }),
  );
}
