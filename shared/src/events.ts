/**
 * The live-game socket contract, used by the server to emit and the client to parse.
 *
 * The namespaces' and events' names are in live-names.ts (a page opens its socket with those, without
 * zod). Every game event carries the game's `version` after the write it reports: a client
 * applies a delta only when it is exactly one ahead of what it holds, ignores anything older
 * (a duplicate), and fetches a fresh snapshot on a gap or a reconnect.
 */
import { z } from 'zod';
import { LIVE_REFUSALS, type LiveRefusalCode } from './live-names.ts';
import {
  boardPlayerSchema,
  boardTableSchema,
  checkinListSchema,
  clubNightBoardSchema,
} from './schemas/club-night.ts';
import {
  currentRoundSchema,
  gameRoundSchema,
  gameSchema,
  gameStatusSchema,
  liveGameSchema,
} from './schemas/game.ts';
import { variantSchema } from './schemas/round.ts';
import { tournamentUpdateEventSchema } from './schemas/tournament.ts';

const int = z.number().int();
const totals = z.array(int).length(4);

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

/** An admin deleted the game with its hands: there is nothing more to watch (`version`: the delete's). */
export const gameDeletedEventSchema = z.object({ gameId: int, version: int });

/** One game of the live list: a game in progress, with its watchers (`status: FINISHED` when it just ended). */
export const liveListGameSchema = liveGameSchema.extend({
  status: gameStatusSchema,
  currentRound: currentRoundSchema.nullable(),
  spectators: int.min(0),
});

export const liveGamesEventSchema = z.object({ variant: variantSchema, games: z.array(liveListGameSchema) });

/** A game started, changed round, or ended (`status: FINISHED`: remove it from the list). */
export const liveGameUpdatedEventSchema = z.object({ variant: variantSchema, game: liveListGameSchema });

/** An admin deleted a game: take it out of the list. */
export const liveGameRemovedEventSchema = z.object({ variant: variantSchema, gameId: int });

/** How many watch a game of the list now (spectators come and go between the game's own changes). */
export const liveSpectatorsEventSchema = z.object({ variant: variantSchema, gameId: int, count: int.min(0) });

export type GameSnapshotEvent = z.infer<typeof gameSnapshotEventSchema>;
export type RoundAddedEvent = z.infer<typeof roundAddedEventSchema>;
export type RoundRemovedEvent = z.infer<typeof roundRemovedEventSchema>;
export type RoundEditedEvent = z.infer<typeof roundEditedEventSchema>;
export type GameEndedEvent = z.infer<typeof gameEndedEventSchema>;
export type GameUpdatedEvent = z.infer<typeof gameUpdatedEventSchema>;
export type GameSpectatorsEvent = z.infer<typeof gameSpectatorsEventSchema>;
export type GameDeletedEvent = z.infer<typeof gameDeletedEventSchema>;
export type LiveGameRemovedEvent = z.infer<typeof liveGameRemovedEventSchema>;
export type LiveListGame = z.infer<typeof liveListGameSchema>;
export type LiveGamesEvent = z.infer<typeof liveGamesEventSchema>;
export type LiveGameUpdatedEvent = z.infer<typeof liveGameUpdatedEventSchema>;
export type LiveSpectatorsEvent = z.infer<typeof liveSpectatorsEventSchema>;

/** Every event a game namespace sends, with the schema that parses it (the client parses with these). */
export const GAME_EVENT_SCHEMAS = {
  'game:snapshot': gameSnapshotEventSchema,
  'round:added': roundAddedEventSchema,
  'round:removed': roundRemovedEventSchema,
  'round:edited': roundEditedEventSchema,
  'game:ended': gameEndedEventSchema,
  'game:updated': gameUpdatedEventSchema,
  'game:spectators': gameSpectatorsEventSchema,
  'game:deleted': gameDeletedEventSchema,
} as const;

/** Every event the live list's namespace sends. */
export const LIVE_EVENT_SCHEMAS = {
  'live:games': liveGamesEventSchema,
  'live:game-updated': liveGameUpdatedEventSchema,
  'live:game-removed': liveGameRemovedEventSchema,
  'live:spectators': liveSpectatorsEventSchema,
} as const;

/**
 * The club night's board (`CLUB_NIGHT_NAMESPACE`). Every event carries the night's `version` after the
 * change it reports: a client applies one exactly one ahead of what it holds, ignores older ones, and
 * asks again (`club-night:resync`) on a gap or a reconnect. A table's state also carries its game's own
 * version, so a table never goes back to an older state.
 */

/** The whole board, on connect and whenever a client asks again. */
export const clubNightSnapshotEventSchema = z.object({ version: int, board: clubNightBoardSchema });

/** Someone checked in or out: who is here tonight, and who waits. */
export const clubNightCheckinsEventSchema = z.object({
  version: int,
  checkins: checkinListSchema,
  waiting: z.array(boardPlayerSchema),
});

/** A round was seated: the new tables, and who waits. */
export const clubNightSeatedEventSchema = z.object({
  version: int,
  tables: z.array(boardTableSchema),
  waiting: z.array(boardPlayerSchema),
});

/** A table's game changed (a hand, an undo, the end): that table, and who waits now. */
export const clubNightTableEventSchema = z.object({
  version: int,
  table: boardTableSchema,
  waiting: z.array(boardPlayerSchema),
});

/** An admin deleted one of tonight's games: its table leaves the board, and who waits now. */
export const clubNightTableRemovedEventSchema = z.object({
  version: int,
  gameId: int,
  waiting: z.array(boardPlayerSchema),
});

export type ClubNightSnapshotEvent = z.infer<typeof clubNightSnapshotEventSchema>;
export type ClubNightCheckinsEvent = z.infer<typeof clubNightCheckinsEventSchema>;
export type ClubNightSeatedEvent = z.infer<typeof clubNightSeatedEventSchema>;
export type ClubNightTableEvent = z.infer<typeof clubNightTableEventSchema>;
export type ClubNightTableRemovedEvent = z.infer<typeof clubNightTableRemovedEventSchema>;

/** Every event the club night's namespace sends. */
export const CLUB_NIGHT_EVENT_SCHEMAS = {
  'club-night:snapshot': clubNightSnapshotEventSchema,
  'club-night:checkins': clubNightCheckinsEventSchema,
  'club-night:seated': clubNightSeatedEventSchema,
  'club-night:table': clubNightTableEventSchema,
  'club-night:table-removed': clubNightTableRemovedEventSchema,
} as const;

export const liveRefusedEventSchema = z.object({
  code: z.enum(Object.keys(LIVE_REFUSALS) as [LiveRefusalCode, ...LiveRefusalCode[]]),
  message: z.string(),
});
export type LiveRefusedEvent = z.infer<typeof liveRefusedEventSchema>;

/** A tournament's namespace (`/tournaments/{id}`, live-names.ts). */
export const TOURNAMENT_EVENT_SCHEMAS = { 'tournament:update': tournamentUpdateEventSchema } as const;

/** Sent by any namespace just before the server cuts a socket off for going over a limit. */
export const REFUSAL_EVENT_SCHEMAS = { 'live:refused': liveRefusedEventSchema } as const;

/** Event maps for socket.io's generics, derived from the schemas so that the two cannot disagree. */
type EventsOf<Schemas extends Record<string, z.ZodType>> = {
  [Name in keyof Schemas]: (event: z.input<Schemas[Name]>) => void;
};

/** The events of one game namespace, for typed socket.io servers and clients. */
export type GameServerEvents = EventsOf<typeof GAME_EVENT_SCHEMAS>;

export interface GameClientEvents {
  /** Ask for a fresh snapshot (after a gap). */
  'game:resync': () => void;
}

/** The events of the live list's namespace. */
export type LiveServerEvents = EventsOf<typeof LIVE_EVENT_SCHEMAS>;

/** The events of the club night's namespace. */
export type ClubNightServerEvents = EventsOf<typeof CLUB_NIGHT_EVENT_SCHEMAS>;

export interface ClubNightClientEvents {
  /** Ask for a fresh board (after a gap). */
  'club-night:resync': () => void;
}

/** The events of a tournament's namespace. */
export type TournamentServerEvents = EventsOf<typeof TOURNAMENT_EVENT_SCHEMAS>;

export interface TournamentClientEvents {
  /** Ask for the whole tournament again (after a reconnect). */
  'tournament:resync': () => void;
}

/** Everything the server sends on any of its namespaces (socket.io types one map per server). */
export type ServerToClientEvents = GameServerEvents &
  LiveServerEvents &
  ClubNightServerEvents &
  TournamentServerEvents &
  EventsOf<typeof REFUSAL_EVENT_SCHEMAS>;

/** Everything a client may send on any namespace. */
export type ClientToServerEvents = GameClientEvents & ClubNightClientEvents & TournamentClientEvents;

/** The schema of every event the server sends, by name (what a test parses every emitted event with). */
export const SERVER_EVENT_SCHEMAS = {
  ...GAME_EVENT_SCHEMAS,
  ...LIVE_EVENT_SCHEMAS,
  ...CLUB_NIGHT_EVENT_SCHEMAS,
  ...TOURNAMENT_EVENT_SCHEMAS,
  ...REFUSAL_EVENT_SCHEMAS,
} as const;

/** One game event as it crosses instances: a name of the game map with its payload. */
export type RelayedGameEvent = {
  [Name in keyof GameServerEvents]: {
    kind: 'game';
    namespace: string;
    event: Name;
    payload: Parameters<GameServerEvents[Name]>[0];
  };
}[keyof GameServerEvents];

/**
 * What instances tell each other (server to server, through the cluster adapter); each then delivers
 * to its own sockets. A `share` is one instance's own watcher counts per game namespace: the games
 * that changed, or (`full`) all of them, sent with every heartbeat.
 */
export type RelayMessage =
  | RelayedGameEvent
  | { kind: 'list'; variant: 'jp' | 'hk'; game: LiveListGame }
  | { kind: 'list-removal'; variant: 'jp' | 'hk'; gameId: number }
  | {
      kind: 'share';
      serverId: string;
      heartbeatMs: number;
      full: boolean;
      counts: Array<[namespace: string, count: number]>;
    };

/** One club-night event as it crosses instances (each delivers it to its own board watchers). */
export type ClubNightRelay = {
  [Name in keyof ClubNightServerEvents]: { event: Name; payload: Parameters<ClubNightServerEvents[Name]>[0] };
}[keyof ClubNightServerEvents];

export interface InterServerEvents {
  'live:relay': (messages: RelayMessage[]) => void;
  'club-night:relay': (message: ClubNightRelay) => void;
  /** A tournament changed: each instance sends its own watchers the tournament as it now reads. */
  'tournament:relay': (message: { tournamentId: number }) => void;
}
