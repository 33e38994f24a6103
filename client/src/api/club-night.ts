/** Club night: check-in, the board, seating. Shared by the home page's check-in and the club-night pages. */
import type {
  Checkin,
  ClubNightBoard,
  GameType,
  Player,
  SeatingConfirmation,
  SeatingMethod,
  SeatingProposal,
  Variant,
} from '@mahjong/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { seatWind } from '../lib/i18n/words.ts';

export const clubNightKey = ['club-night'] as const;

export function fetchClubNight(): Promise<ClubNightBoard> {
  return api<ClubNightBoard>('/club-night');
}

/**
 * The board; the `/club-night` socket (useClubNightFeed) keeps the same cache entry current. An answer
 * older than what the socket already brought does not replace it.
 */
export function useClubNightQuery(options: { refetchInterval?: number } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...options,
    queryKey: clubNightKey,
    queryFn: async () => {
      const answer = await fetchClubNight();
      const held = queryClient.getQueryData<ClubNightBoard>(clubNightKey);
      return held && held.version > answer.version ? held : answer;
    },
  });
}

function useClubNightMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubNightKey }),
  });
}

/** Checks in yourself, or (an admin) the player named. */
export function useCheckIn() {
  return useClubNightMutation((playerId?: number) =>
    api<Checkin>('/checkins', { method: 'POST', body: playerId === undefined ? {} : { playerId } }),
  );
}

export function useCheckOut() {
  return useClubNightMutation((playerId: number) => api<void>(`/checkins/${playerId}`, { method: 'DELETE' }));
}

export function useProposeSeating() {
  return useMutation({
    mutationFn: (body: { variant: Variant; type: GameType; method: SeatingMethod }) =>
      api<SeatingProposal>('/seatings', { method: 'POST', body }),
  });
}

export function useSwapSeats() {
  return useMutation({
    mutationFn: ({ id, a, b }: { id: number; a: number; b: number }) =>
      api<SeatingProposal>(`/seatings/${id}/swap`, { method: 'POST', body: { a, b } }),
  });
}

export function useConfirmSeating() {
  return useClubNightMutation((id: number) =>
    api<SeatingConfirmation>(`/seatings/${id}/confirm`, { method: 'POST' }),
  );
}

/** Where a player sits tonight: the table in progress they are at, with their seat's wind. */
export function mySeat(board: ClubNightBoard | undefined, player: Player | null) {
  if (!board || !player) return null;
  for (const row of board.tables) {
    if (row.game.status !== 'IN_PROGRESS') continue;
    const seat = row.game.players.find((p) => p.id === player.id)?.seat;
    if (seat !== undefined) {
      return {
        table: row.table,
        wind: seatWind(seat),
        gameId: row.game.id,
        variant: row.game.variant,
      };
    }
  }
  return null;
}

export function isCheckedIn(board: ClubNightBoard | undefined, player: Player | null, now: number): boolean {
  if (!board || !player) return false;
  return board.checkins.some((c) => c.playerId === player.id && Date.parse(c.expiresAt) > now);
}
