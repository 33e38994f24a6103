import { useEffect, useState } from 'react';

/** Filters wait 150 ms after the last keystroke before they apply. */
export const FILTER_DEBOUNCE_MS = 150;

/** The value once it has stopped changing for `delayMs`: typing in a search box makes one request, not ten. */
export function useDebouncedValue<T>(value: T, delayMs = FILTER_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
