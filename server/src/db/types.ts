import type { PenaltyBounds, ReplacementResult, Ruleset } from '@mahjong/shared';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Marks a JSON column (types only): its value is T, inserted and updated as JSON text. */
export interface JsonColumn<T> {
  readonly __json__: T;
}
type Json<T> = ColumnType<T, string, string> & JsonColumn<T>;

export interface PlayerSettings {
  [key: string]: unknown;
}

export interface PlayersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  email: string | null;
  japaneseQualified: Generated<boolean>;
  hongKongQualified: Generated<boolean>;
  admin: Generated<boolean>;
  settings: ColumnType<PlayerSettings, string | undefined, string>;
  deletedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a leaked table does not leak sessions. */
  tokenHash: string;
  playerId: number;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  playerId: number;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}

export interface SeasonsTable {
  id: Generated<number>;
  name: string;
  startDate: ColumnType<string, string, string>;
  endDate: ColumnType<string, string, string>;
  /** Seasons of one kind (type, and league name) never overlap; different kinds may run at once. */
  type: ColumnType<SeasonTypeColumn, SeasonTypeColumn | undefined, SeasonTypeColumn>;
  /** A league's name, for `type = 'league'` only. */
  league: string | null;
  /** The rule set the season's games of each variant take by default; a variant absent: the club's. */
  rules: ColumnType<SeasonRulesColumn, string | undefined, string>;
  createdAt: CreatedAt;
}

export type SeasonRulesColumn = Partial<Record<GameVariantColumn, Ruleset>>;

export type SeasonTypeColumn = 'ranked' | 'casual' | 'league';
export type GameVariantColumn = 'jp' | 'hk';
export type GameTypeColumn = 'RANKED' | 'CASUAL';
export type GameStatusColumn = 'IN_PROGRESS' | 'FINISHED';

export interface GamesTable {
  id: Generated<number>;
  variant: GameVariantColumn;
  type: GameTypeColumn;
  status: ColumnType<GameStatusColumn, GameStatusColumn | undefined, GameStatusColumn>;
  recorderId: number | null;
  seasonId: number | null;
  /** Bumped by every accepted write; live events and optimistic checks carry it. */
  version: Generated<number>;
  createdAt: CreatedAt;
  endedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The whole rule set the game is played under, as it was resolved when the game was created. */
  rules: Json<Ruleset>;
}

/** The club's default rule set per variant, as an admin set it; none: the `club` preset. */
export interface ClubDefaultRulesTable {
  variant: GameVariantColumn;
  rules: Json<Ruleset>;
  updatedBy: number | null;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface GamePlayersTable {
  gameId: number;
  seat: number;
  playerId: number;
  finalScore: number | null;
  placement: number | null;
  eloDelta: number | null;
  /**
   * The rating the game was rated from (before its delta): the player's rating in the game's season
   * for a game in one, else all time, for its variant and type. Kept equal to the fold of the
   * record (modules/ratings/rating-fold.ts), as is `eloDelta`.
   */
  eloBefore: number | null;
}

export interface RoundsTable {
  id: Generated<number>;
  gameId: number;
  roundIndex: number;
  roundWind: string;
  roundNumber: number;
  bonus: number;
  startRiichiStickCount: number;
  endRiichiStickCount: number;
  riichis: ColumnType<number[], number[], number[]>;
  tenpais: ColumnType<number[], number[], number[]>;
  scoreDeltas: ColumnType<number[], number[], number[]>;
  /** What the recorder entered, exactly: edits replay the game from these. */
  input: Json<unknown>;
  /** Who recorded it (or last corrected it): the creator, a seated player, or an admin. */
  recordedBy: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

export interface TransactionsTable {
  id: Generated<number>;
  roundId: number;
  gameId: number;
  position: number;
  transactionType: string;
  winner: number | null;
  loser: number | null;
  paoPlayerIndex: number | null;
  han: number | null;
  fu: number | null;
  dora: number | null;
  points: number | null;
  scoreDeltas: ColumnType<number[], number[], number[]>;
}

export interface ChombosTable {
  id: Generated<number>;
  gameId: number;
  playerId: number;
  reason: string;
  recordedBy: number | null;
  createdAt: CreatedAt;
}

export interface IdempotencyKeysTable {
  key: string;
  playerId: number;
  gameId: number;
  statusCode: number;
  response: Json<unknown>;
  /** sha256 of the request the key was first sent with (method, path, body): a key names one request. */
  requestHash: string;
  createdAt: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  /** The client's address as `app.clientAddress` saw it (TRUST_PROXY); null outside a request. */
  clientAddress: string | null;
  createdAt: CreatedAt;
}

export interface CheckinsTable {
  playerId: number;
  checkedInAt: Timestamp;
  /** Who checked them in (themselves, or an admin). */
  checkedInBy: number | null;
}

export type SeatingStatusColumn = 'PROPOSED' | 'CONFIRMED';
export type SeatingMethodColumn = 'random' | 'balanced';

export interface SeatingsTable {
  id: Generated<number>;
  variant: GameVariantColumn;
  type: GameTypeColumn;
  method: SeatingMethodColumn;
  status: ColumnType<SeatingStatusColumn, SeatingStatusColumn | undefined, SeatingStatusColumn>;
  /** Player ids, four per table in seat order. */
  tables: Json<number[][]>;
  waiting: Json<number[]>;
  createdBy: number | null;
  createdAt: Timestamp;
  confirmedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SeatedTablesTable {
  seatingId: number;
  tableNumber: number;
  gameId: number;
}

export interface ClubNightStateTable {
  id: number;
  /** Bumped by every change to the night: the board's events carry it. */
  version: number;
}

export type TournamentSeatingColumn = 'random' | 'swiss' | 'prescripted';
export type TournamentWindsColumn = 'random' | 'balanced';
export type ParticipantStatusColumn = 'playing' | 'dropped' | 'replaced';
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface TournamentsTable {
  id: Generated<number>;
  name: string;
  variant: GameVariantColumn;
  /** The whole rule set every table's game is played under, resolved when the tournament was made. */
  rules: Json<Ruleset>;
  sessions: number;
  sessionMinutes: number;
  seating: TournamentSeatingColumn;
  winds: TournamentWindsColumn;
  startsAt: NullableTime;
  registrationOpen: Generated<boolean>;
  countsForRating: Generated<boolean>;
  /** A prescripted tournament's script, as last pasted. */
  script: Nullable<string>;
  /** The result a replaced participant is given per game a substitute plays (a default by variant). */
  replacementResult: ColumnType<ReplacementResult, string | undefined, string>;
  /** How much one penalty may take off. */
  penaltyBounds: ColumnType<PenaltyBounds, string | undefined, string>;
  /** Bumped by every change to the tournament, a hand at one of its tables included. */
  version: Generated<number>;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface TournamentParticipantsTable {
  tournamentId: number;
  playerId: number;
  status: ColumnType<ParticipantStatusColumn, ParticipantStatusColumn | undefined, ParticipantStatusColumn>;
  /** An account made for a guest added by name. */
  guest: Generated<boolean>;
  /** Who plays a replaced participant's seat. */
  substituteId: Nullable<number>;
  createdAt: CreatedAt;
}

export interface TournamentSessionsTable {
  tournamentId: number;
  n: number;
  /** Player ids, four per table in seat order (the proposal, then the seating played). */
  tables: Json<number[][]>;
  repeatMeetings: Generated<number>;
  startedAt: NullableTime;
  /** When time is up (tables without extra minutes); null while paused or before the start. */
  endsAt: NullableTime;
  pausedRemainingMs: Nullable<number>;
  extraMinutes: ColumnType<Record<string, number>, string | undefined, string>;
}

export interface TournamentTablesTable {
  tournamentId: number;
  session: number;
  tableNumber: number;
  gameId: number;
  /** How many hands the game had when the first hand after time was recorded (null: not yet). */
  handsAtTimeUp: Nullable<number>;
}

export interface TournamentPenaltiesTable {
  id: Generated<number>;
  tournamentId: number;
  playerId: number;
  amount: number;
  reason: string;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface Database {
  players: PlayersTable;
  sessions: SessionsTable;
  passwordResets: PasswordResetsTable;
  seasons: SeasonsTable;
  games: GamesTable;
  clubDefaultRules: ClubDefaultRulesTable;
  gamePlayers: GamePlayersTable;
  rounds: RoundsTable;
  transactions: TransactionsTable;
  chombos: ChombosTable;
  idempotencyKeys: IdempotencyKeysTable;
  auditLog: AuditLogTable;
  checkins: CheckinsTable;
  seatings: SeatingsTable;
  seatedTables: SeatedTablesTable;
  clubNightState: ClubNightStateTable;
  tournaments: TournamentsTable;
  tournamentParticipants: TournamentParticipantsTable;
  tournamentSessions: TournamentSessionsTable;
  tournamentTables: TournamentTablesTable;
  tournamentPenalties: TournamentPenaltiesTable;
}

export type PlayerRow = Selectable<PlayersTable>;
export type NewPlayer = Insertable<PlayersTable>;
export type PlayerUpdate = Updateable<PlayersTable>;
export type GameRow = Selectable<GamesTable>;
export type RoundRow = Selectable<RoundsTable>;
export type SeatingRow = Selectable<SeatingsTable>;
export type TournamentRow = Selectable<TournamentsTable>;
export type TournamentSessionRow = Selectable<TournamentSessionsTable>;
