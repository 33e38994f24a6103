import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';

/**
 * The last game page opened, kept in the browser so that reopening it without a network (the
 * service worker opens the app itself) still shows the table as it last was; a fresh copy replaces
 * it as soon as the server answers. One game only, so the storage never grows.
 */
const STORAGE_KEY = 'mahjong-club:last-seen-game';
/** Raised when the shape of a stored game changes, so an old copy is never read into a new app. */
const FORMAT = 1;
const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored {
  format: number;
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

/** A game read: `['games', variant, id]` (api/game.ts), not the logs or live lists under 'games'. */
export function isGameRead(query: Pick<Query, 'queryKey'>): boolean {
  const [root, variant, id] = query.queryKey;
  return (
    query.queryKey.length === 3 &&
    root === 'games' &&
    (variant === 'jp' || variant === 'hk') &&
    typeof id === 'number'
  );
}

/** Puts the stored game back into the query cache, if there is one young enough. */
export function restoreLastSeenGame(client: QueryClient, storage: Storage, now = Date.now()): void {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return;
    const stored = JSON.parse(raw) as Stored;
    if (stored.format !== FORMAT || now - stored.savedAt > KEEP_FOR_MS) {
      storage.removeItem(STORAGE_KEY);
      return;
    }
    hydrate(client, stored.state);
  } catch {
    // A damaged or unreadable copy is only a missed convenience.
  }
}

/** Stores each game read that succeeds (a fetch or a live update); returns the unsubscribe. */
export function rememberLastSeenGame(
  client: QueryClient,
  storage: Storage,
  now = () => Date.now(),
): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isGameRead(event.query)) return;
    const target = event.query;
    const state = dehydrate(client, { shouldDehydrateQuery: (query) => query === target });
    try {
      storage.setItem(
        STORAGE_KEY,
        JSON.stringify({ format: FORMAT, savedAt: now(), state } satisfies Stored),
      );
    } catch {
      // Storage full or refused (private browsing): the page works as before, just not offline.
    }
  });
}
