import {
  liveGameRemovedEventSchema,
  liveGamesEventSchema,
  liveGameUpdatedEventSchema,
  liveSpectatorsEventSchema,
} from '@mahjong/shared';

/**
 * The shared socket contract of a live list's namespace, as the list checks what it receives. Its own
 * chunk (zod and the shared schemas): loaded beside the connection, never before the page paints.
 */
export const liveListEvents = {
  'live:games': liveGamesEventSchema,
  'live:game-updated': liveGameUpdatedEventSchema,
  'live:game-removed': liveGameRemovedEventSchema,
  'live:spectators': liveSpectatorsEventSchema,
} as const;
