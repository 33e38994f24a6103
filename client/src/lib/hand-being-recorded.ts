import { create } from 'zustand';

interface HandBeingRecordedState {
  /** A hand is being entered (its result chosen) or a past one corrected on this page. */
  recording: boolean;
  setRecording(recording: boolean): void;
}

/**
 * Between the hand entry (hand-entry feature) and the game page's heading (game feature), which do
 * not import each other: while a hand is entered the heading folds to one line, so the table, the
 * choices and the Record button share one phone screen.
 */
export const useHandBeingRecorded = create<HandBeingRecordedState>()((set) => ({
  recording: false,
  setRecording: (recording) => set({ recording }),
}));
