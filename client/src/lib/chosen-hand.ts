import type { Variant } from '@mahjong/shared';
import { create } from 'zustand';

/** A past hand the recorder tapped in the game's history, to correct it in the hand entry. */
export interface ChosenHand {
  variant: Variant;
  gameId: number;
  roundIndex: number;
}

interface ChosenHandState {
  chosen: ChosenHand | null;
  choose(hand: ChosenHand): void;
  clear(): void;
}

/**
 * Between the game's history (game feature) and the hand entry (hand-entry feature), which do not
 * import each other: the history names the hand, the entry opens it filled in.
 */
export const useChosenHand = create<ChosenHandState>()((set) => ({
  chosen: null,
  choose: (hand) => set({ chosen: hand }),
  clear: () => set({ chosen: null }),
}));
