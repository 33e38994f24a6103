/**
 * The live-game socket contract (DESIGN §4), used by the server to emit and the client to parse.
 *
 * Namespaces: `/games/{variant}/{id}` for one game, `/live/{variant}` for the list of games in
 * progress. Every game event carries the game's `version` after the write it reports: a client
 * applies a delta only when it is exactly one ahead of what it holds, ignores anything older
 * (a duplicate), and fetches a fresh snapshot on a gap or a reconnect.
 */
import { z } from 'zod';
import {
  currentRoundSchema,
  gameRoundSchema,
  gameSchema,
  gameStatusSchema,
  liveGameSchema,
} from './schemas/game.ts';
import { variantSchema } from './schemas/round.ts';

const int = z.number().int();
const totals = z.array(int).length(4);

export const GAME_EVENTS = {
  snapshot: 'game:snapshot',
  roundAdded: 'round:added',
  roundRemoved: 'round:removed',
  roundEdited: 'round:edited',
  ended: 'game:ended',
  updated: 'game:updated',
  spectators: 'game:spectators',
} as const;

export const LIVE_EVENTS = {
  games: 'live:games',
  gameUpdated: 'live:game-updated',
  spectators: 'live:spectators',
} as const;

/** The whole game, on connect and whenever a client asks again (`game:resync`). */
export const gameSnapshotEventSchema = z.object({ version: int, game: gameSchema });

/** A hand was recorded: the new round and what changed with it. */
export const roundAddedEventSchema = z.object({
  gameId: int,
  version: int,
  round: gameRoundSchema,
  currentRound: currentRoundSchema.nullable(),
  totals,
  flagged: z.boolean(),
});

/** The last hand was undone (an ended game reopens). */
export const roundRemovedEventSchema = z.object({
  gameId: int,
  version: int,
  roundIndex: int,
  game: gameSchema,
});

/** A past hand was corrected and the rest replayed: the whole game again. */
export const roundEditedEventSchema = z.object({
  gameId: int,
  version: int,
  roundIndex: int,
  game: gameSchema,
});

/** The game is over: final scores, placements and rating changes. */
export const gameEndedEventSchema = z.object({ gameId: int, version: int, game: gameSchema });

/** Anything else the recorder changed (a chombo): the whole game again. */
export const gameUpdatedEventSchema = z.object({ gameId: int, version: int, game: gameSchema });

export const gameSpectatorsEventSchema = z.object({ gameId: int, count: int.min(0) });

/** One game of the live list: a game in progress, with its watchers (`status: FINISHED` when it just ended). */
export const liveListGameSchema = liveGameSchema.extend({
  status: gameStatusSchema,
  currentRound: currentRoundSchema.nullable(),
  spectators: int.min(0),
});

export const liveGamesEventSchema = z.object({ variant: variantSchema, games: z.array(liveListGameSchema) });

/** A game started, changed round, or ended (`status: FINISHED`: remove it from the list). */
export const liveGameUpdatedEventSchema = z.object({ variant: variantSchema, game: liveListGameSchema });

/** How many watch a game of the list now (spectators come and go between the game's own changes). */
export const liveSpectatorsEventSchema = z.object({ variant: variantSchema, gameId: int, count: int.min(0) });

export type GameSnapshotEvent = z.infer<typeof gameSnapshotEventSchema>;
export type RoundAddedEvent = z.infer<typeof roundAddedEventSchema>;
export type RoundRemovedEvent = z.infer<typeof roundRemovedEventSchema>;
export type RoundEditedEvent = z.infer<typeof roundEditedEventSchema>;
export type GameEndedEvent = z.infer<typeof gameEndedEventSchema>;
export type GameUpdatedEvent = z.infer<typeof gameUpdatedEventSchema>;
export type GameSpectatorsEvent = z.infer<typeof gameSpectatorsEventSchema>;
export type LiveListGame = z.infer<typeof liveListGameSchema>;
export type LiveGamesEvent = z.infer<typeof liveGamesEventSchema>;
export type LiveGameUpdatedEvent = z.infer<typeof liveGameUpdatedEventSchema>;
export type LiveSpectatorsEvent = z.infer<typeof liveSpectatorsEventSchema>;

/** The events of one game namespace, for typed socket.io servers and clients. */
export interface GameServerEvents {
  'game:snapshot': (event: GameSnapshotEvent) => void;
  'round:added': (event: RoundAddedEvent) => void;
  'round:removed': (event: RoundRemovedEvent) => void;
  'round:edited': (event: RoundEditedEvent) => void;
  'game:ended': (event: GameEndedEvent) => void;
  'game:updated': (event: GameUpdatedEvent) => void;
  'game:spectators': (event: GameSpectatorsEvent) => void;
}

export interface GameClientEvents {
  /** Ask for a fresh snapshot (after a gap). */
  'game:resync': () => void;
}

export interface LiveServerEvents {
  'live:games': (event: LiveGamesEvent) => void;
  'live:game-updated': (event: LiveGameUpdatedEvent) => void;
  'live:spectators': (event: LiveSpectatorsEvent) => void;
}

/** Short, bounded namespace names: PostgreSQL channel names are capped at 63 bytes (`socket.io#` + name). */
export function gameNamespace(variant: 'jp' | 'hk', id: number): string {
  return `/games/${variant}/${id}`;
}

export function liveNamespace(variant: 'jp' | 'hk'): string {
  return `/live/${variant}`;
}

export const GAME_NAMESPACE_PATTERN = /^\/games\/(jp|hk)\/([1-9]\d{0,9})$/;
