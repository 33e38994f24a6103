import type { GameView } from '@mahjong/shared';
import { createStore } from 'zustand/vanilla';
import type { Connection } from '../../../lib/socket.ts';
import { applyGameEvent, type GameEvent } from './apply-event.ts';

export interface LiveGameState {
  game: GameView | null;
  connection: Connection;
  spectators: number;
  /** Events that arrived before the first snapshot, applied right after it. */
  early: GameEvent[];
  receiveSnapshot(game: GameView): void;
  /** 'gap' means the caller must ask for a fresh snapshot. */
  receiveEvent(event: GameEvent): 'applied' | 'duplicate' | 'gap' | 'buffered';
  setConnection(connection: Connection): void;
  setSpectators(count: number): void;
}

/** The state of one watched game, fed by its socket (one store per game page). */
export function createLiveGameStore() {
  return createStore<LiveGameState>()((set, get) => ({
    game: null,
    connection: 'connecting',
    spectators: 0,
    early: [],

    receiveSnapshot(snapshot) {
      const held = get().game;
      // A snapshot requested before events we already applied must not take us back.
      let game = held && held.version > snapshot.version ? held : snapshot;
      for (const event of get().early) {
        const result = applyGameEvent(game, event);
        if (result.outcome === 'applied') game = result.game;
      }
      set({ game, early: [] });
    },

    receiveEvent(event) {
      const game = get().game;
      if (!game) {
        set({ early: [...get().early, event] });
        return 'buffered';
      }
      const result = applyGameEvent(game, event);
      if (result.outcome === 'applied') set({ game: result.game });
      return result.outcome;
    },

    setConnection(connection) {
      set({ connection });
    },

    setSpectators(spectators) {
      set({ spectators });
    },
  }));
}

export type LiveGameStore = ReturnType<typeof createLiveGameStore>;
