/** Query keys of the admin area; every write invalidates the list it changed. */
export const adminKeys = {
  players: ['admin', 'players'] as const,
  seasons: ['admin', 'seasons'] as const,
  audit: ['admin', 'audit'] as const,
};

/** Other screens' caches an admin change makes stale (seasons pickers, the current player's own flags). */
export const publicSeasonsKey = ['seasons'] as const;
