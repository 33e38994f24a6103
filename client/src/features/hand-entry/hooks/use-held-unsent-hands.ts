import type { Variant } from '@mahjong/shared';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { handsOf, UNSENT_HANDS_STORAGE_KEY, unsentHands } from '../store/unsent-hands.ts';

/** Another tab of this browser changed the queue: take its version, so neither overwrites the other. */
export function useUnsentHandsOfOtherTabs(): void {
  useEffect(() => {
    const reload = (event: StorageEvent) => {
      if (event.key === UNSENT_HANDS_STORAGE_KEY) void unsentHands.persist.rehydrate();
    };
    window.addEventListener('storage', reload);
    return () => window.removeEventListener('storage', reload);
  }, []);
}

/**
 * Whether this device holds hands of the game that the server has not stored yet: without any, a
 * visitor's game page needs none of the code that sends them.
 */
export function useHoldsUnsentHands(variant: Variant, gameId: number): boolean {
  useUnsentHandsOfOtherTabs();
  return useStore(unsentHands, (state) => handsOf(state.hands, variant, gameId).length > 0);
}

/** How many hands of the game this device holds that the server has not stored yet. */
export function useHeldHandCount(variant: Variant, gameId: number): number {
  useUnsentHandsOfOtherTabs();
  return useStore(unsentHands, (state) => handsOf(state.hands, variant, gameId).length);
}
