import type { Variant } from '@mahjong/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const TABLE_TURNS_STORAGE_KEY = 'mahjong.table-turns';

/** Only the latest games' choices are kept: a phone used all season does not fill its storage. */
const GAMES_KEPT = 30;

export interface TurnedTable {
  game: string;
  bottomSeat: number;
}

interface TableTurnsState {
  /** The seat shown at the bottom of each game's table this device turned, latest first. */
  tables: TurnedTable[];
  choose(game: string, bottomSeat: number): void;
}

export function tableKey(variant: Variant, gameId: number): string {
  return `${variant}/${gameId}`;
}

/**
 * How this device turned each game's table (a recorder sitting at another seat), kept in local
 * storage so that a reload shows the table the way the recorder left it.
 */
export const useTableTurns = create<TableTurnsState>()(
  persist(
    (set) => ({
      tables: [],
      choose: (game, bottomSeat) =>
        set((state) => ({
          tables: [{ game, bottomSeat }, ...state.tables.filter((table) => table.game !== game)].slice(
            0,
            GAMES_KEPT,
          ),
        })),
    }),
    {
      name: TABLE_TURNS_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: (state) => ({ tables: state.tables }),
    },
  ),
);
