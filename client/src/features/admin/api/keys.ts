/** Query keys of the admin area; every write invalidates the list it changed. */
export const adminKeys = {
  players: ['admin', 'players'] as const,
  seasons: ['admin', 'seasons'] as const,
  audit: ['admin', 'audit'] as const,
  chombos: ['admin', 'chombos'] as const,
  backups: ['admin', 'backups'] as const,
};
