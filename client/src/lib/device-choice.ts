/**
 * A choice kept on this device (local storage), for what a visitor may set without an account: a
 * projector at the club is never logged in. Every component using the same key sees a change at once.
 */
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored value when `accepts` says it is one of the choices, else `fallback`; and how to change it. */
export function useDeviceChoice<Value extends string>(
  key: string,
  fallback: Value,
  accepts: (value: string | null) => value is Value,
): [Value, (value: Value) => void] {
  const stored = useSyncExternalStore(subscribe, () => read(key));
  const choose = useCallback(
    (value: Value) => {
      try {
        localStorage.setItem(key, value);
      } catch (error) {
        console.warn('Could not keep the choice on this device', error);
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [accepts(stored) ? stored : fallback, choose];
}
