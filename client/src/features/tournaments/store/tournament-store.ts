/**
 * One tournament as its page holds it, fed by the REST answer and the `/tournaments/<id>` socket.
 * Every `tournament:update` carries the whole tournament and its version: a newer one replaces what is
 * held (versions skipped on the way are included in it), an older or equal one is a duplicate. What
 * cannot be read is something missed: the page asks for the whole tournament again.
 */
import type { Tournament, TournamentUpdateEvent } from '@mahjong/shared';
import { createStore } from 'zustand/vanilla';
import type { Connection } from '../../../lib/socket.ts';

export type UpdateOutcome = 'applied' | 'duplicate' | 'gap';

export interface TournamentState {
  tournament: Tournament | null;
  connection: Connection;
  /** How far the server's clock is ahead of this device's, in milliseconds (from the answer's `now`). */
  offset: number;
  receiveSnapshot(tournament: Tournament, receivedAt: number): void;
  /** `event` is what came on the socket, unchecked; 'gap' means the caller must ask for it all again. */
  receiveUpdate(event: TournamentUpdateEvent | null, receivedAt: number): UpdateOutcome;
  setConnection(connection: Connection): void;
}

function offsetOf(tournament: Tournament, receivedAt: number): number {
  const server = Date.parse(tournament.now);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** The newer of what is held and what came. */
export function newerTournament(held: Tournament | null, came: Tournament): Tournament {
  return held && held.version >= came.version ? held : came;
}

/** The state of one tournament page (one store per page). */
export function createTournamentStore() {
  return createStore<TournamentState>()((set, get) => ({
    tournament: null,
    connection: 'connecting',
    offset: 0,

    receiveSnapshot(snapshot, receivedAt) {
      const held = get().tournament;
      // An answer asked for before updates we already hold must not take the page back.
      if (held && held.version >= snapshot.version) return;
      set({ tournament: snapshot, offset: offsetOf(snapshot, receivedAt) });
    },

    receiveUpdate(event, receivedAt) {
      if (!event || event.tournament.version !== event.version) return 'gap';
      const held = get().tournament;
      if (held && event.version <= held.version) return 'duplicate';
      set({ tournament: event.tournament, offset: offsetOf(event.tournament, receivedAt) });
      return 'applied';
    },

    setConnection(connection) {
      set({ connection });
    },
  }));
}

export type TournamentStore = ReturnType<typeof createTournamentStore>;
