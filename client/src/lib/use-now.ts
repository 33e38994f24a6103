import { useEffect, useState } from 'react';

/** The time, refreshed every `intervalMs`, so "started 5 minutes ago" keeps counting. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
