import { type RefObject, useEffect, useRef } from 'react';
import type { EntryStep } from '../lib/entry-step.ts';

/** Room left between a step's choices and the screen's edge or the Record bar, in CSS px. */
const CLEARANCE = 8;

/** How far the page scrolls so that `box` sits between `ceiling` and `floor` (the box's top first). */
export function scrollNeeded(box: { top: number; bottom: number }, ceiling: number, floor: number): number {
  const top = ceiling + CLEARANCE;
  const bottom = floor - CLEARANCE;
  if (box.top < top) return box.top - top;
  if (box.bottom > bottom) return Math.min(box.bottom - bottom, box.top - top);
  return 0;
}

/** The bottom of the page's sticky navigation bar: nothing scrolled into view may hide under it. */
function stickyHeaderBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    const position = getComputedStyle(header).position;
    if (position === 'sticky' || position === 'fixed')
      bottom = Math.max(bottom, header.getBoundingClientRect().bottom);
  }
  return bottom;
}

/** Is focus nowhere (the tapped button went away) or still inside the entry? Then it may follow the step. */
function focusMayMove(entry: HTMLElement): boolean {
  const focused = document.activeElement;
  return focused === null || focused === document.body || entry.contains(focused);
}

/**
 * After each tap, the next step's choices come into view by themselves, above the sticky Record bar
 * (`[data-record-bar]`), and keyboard focus moves to the first of them instead of falling back to
 * the top of the page. Nothing moves when the page opens: only a step the recorder reached.
 */
export function useStepInView(entry: RefObject<HTMLElement | null>, step: EntryStep, round: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const key = `${round} ${step}`;
    const first = shown.current === null;
    const same = shown.current === key;
    shown.current = key;
    const root = entry.current;
    if (first || same || !root) return;
    // The Record bar stays on screen by itself; at the record step what is still offered above it
    // (pao, another winner) comes into view.
    const choices = root.querySelector<HTMLElement>(`[data-entry-step="${step}"]:not([data-record-bar])`);
    if (choices) {
      const bar = root.querySelector<HTMLElement>('[data-record-bar]');
      const barTop = bar?.getBoundingClientRect().top ?? window.innerHeight;
      const floor = Math.min(window.innerHeight, barTop);
      const by = scrollNeeded(choices.getBoundingClientRect(), stickyHeaderBottom(), floor);
      if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
    }
    if (focusMayMove(root)) {
      const next =
        step === 'record'
          ? root.querySelector<HTMLElement>('[data-record-hand]:not([disabled])')
          : choices?.querySelector<HTMLElement>('button:not([disabled])');
      next?.focus({ preventScroll: true });
    }
  }, [entry, step, round]);
}
