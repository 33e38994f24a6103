import {
  gameEndedEventSchema,
  gameSnapshotEventSchema,
  gameSpectatorsEventSchema,
  gameUpdatedEventSchema,
  roundAddedEventSchema,
  roundEditedEventSchema,
  roundRemovedEventSchema,
} from '@mahjong/shared';
import type { GameEvent } from '../store/apply-event.ts';

/**
 * The shared socket contract of a game's namespace, as the game page checks what it receives. Its
 * own chunk (zod and the shared schemas): loaded beside the connection, never before the page paints.
 */
export const gameSnapshotEvent = gameSnapshotEventSchema;
export const gameSpectatorsEvent = gameSpectatorsEventSchema;
export const deltaEventSchemas = {
  'round:added': roundAddedEventSchema,
  'round:removed': roundRemovedEventSchema,
  'round:edited': roundEditedEventSchema,
  'game:ended': gameEndedEventSchema,
  'game:updated': gameUpdatedEventSchema,
} as const satisfies Record<GameEvent['type'], unknown>;
