/**
 * A tournament's live namespace (`/tournaments/<id>`): the whole tournament on connect, then after
 * every change — an admin's, and any hand, correction or end at one of its tables — as
 * `tournament:update` with the tournament's version. Like the club night's, its events reach the
 * other instances (on PostgreSQL) as relays on the main namespace. It also keeps the clock of
 * every tournament table for the games module (games/timed-games.ts).
 */
import {
  afterTimeOf,
  type GameTournament,
  type GameView,
  gameSchema,
  handAfterTime,
  isTimeUp,
  parseTournamentNamespace,
  TOURNAMENT_NAMESPACE_PATTERN,
  type Tournament,
  type TournamentUpdateEvent,
  tournamentNamespace,
} from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { CACHED_TABLES } from '../../cache/cached-tables.ts';
import { KeptValues } from '../../cache/kept-values.ts';
import type { Database, GameRow } from '../../db/types.ts';
import type { LiveSocket } from '../../plugins/socket.ts';
import type { TimedGames } from '../games/timed-games.ts';
import { keptGameAnswer } from '../games/view/game-answer.ts';
import { loadGameView } from '../games/view/view-service.ts';
import { clockOf, type LoadGame, placeClock } from './answer.ts';
import { bumpTournamentVersion, findPlaceOfGame, findTournament, markTimeUp } from './repository.ts';
import { readTournament } from './service.ts';

/** Game views kept at most (every table of a few large tournaments). */
const MAX_VIEWS = 5_000;

type Place = NonNullable<Awaited<ReturnType<typeof findPlaceOfGame>>>;

export class TournamentFeed implements TimedGames {
  private queue: Promise<void> = Promise.resolve();
  /** Each game's tournament table and its session's clock (or none), kept until one of them changes. */
  private readonly places: KeptValues<Place | null>;
  /** The tournament of each game seen at a table here: a deleted game's is gone with its table's row. */
  private readonly tournamentOfGame = new Map<number, number>();
  /** Each tournament game's view as last parsed, with the tag of the answer it was parsed from. */
  private readonly views = new Map<number, { tag: string; view: GameView }>();

  constructor(
    private readonly app: FastifyInstance,
    /** What time it is (tests move it to see a table's time run out). */
    readonly clock: () => Date,
    private readonly clustered: boolean,
  ) {
    this.places = new KeptValues(app.clubChanges, {
      tables: CACHED_TABLES.tournamentTables,
      maxSize: 10_000,
      sizeOf: () => 1,
    });
  }

  start(): void {
    const nsp = this.app.io.of(TOURNAMENT_NAMESPACE_PATTERN);
    nsp.use((socket, next) => {
      const id = parseTournamentNamespace(socket.nsp.name);
      if (id === null) return next(new Error('no such tournament'));
      findTournament(this.app.db, id).then(
        (row) => next(row ? undefined : new Error('no such tournament')),
        (error: Error) => next(error),
      );
    });
    nsp.on('connection', (socket) => {
      socket.on('tournament:resync', () => void this.sendSnapshot(socket));
      void this.sendSnapshot(socket);
    });
    if (this.clustered) {
      this.app.io.on('tournament:relay', (message) => this.later(() => this.deliver(message.tournamentId)));
    }
    this.app.live.onGameChange((game) => this.later(() => this.gameChanged(game)));
    this.app.live.onGameDeleted((game) =>
      this.later(async () => {
        this.views.delete(game.id);
        const tournamentId = this.tournamentOfGame.get(game.id);
        if (tournamentId === undefined) return;
        this.tournamentOfGame.delete(game.id);
        await bumpTournamentVersion(this.app.db, tournamentId);
        await this.emit(tournamentId);
      }),
    );
  }

  /**
   * Reads games through the kept game answers, each parsed once per change: a hand at one table
   * parses that table's game again, the other tables' are the views already read.
   */
  readonly loadGame: LoadGame = async (variant, id) => {
    const kept = await keptGameAnswer(this.app, variant, id);
    const known = this.views.get(id);
    if (known?.tag === kept.tag) return known.view;
    const view = gameSchema.parse(JSON.parse(kept.json));
    if (this.views.size >= MAX_VIEWS) this.views.clear();
    this.views.set(id, { tag: kept.tag, view });
    return view;
  };

  /** The tournament as every screen sees it (`registered` false: a screen knows its player). */
  read(id: number): Promise<Tournament> {
    return readTournament(this.app.db, id, null, { loadGame: this.loadGame, now: this.clock() });
  }

  /** Something changed (the tournament's version moved to `version`): every screen hears. */
  changed(id: number): void {
    this.later(() => this.emit(id));
  }

  async placeOf(gameId: number): Promise<GameTournament | null> {
    const place = await this.places.get(
      String(gameId),
      async () => (await findPlaceOfGame(this.app.db, gameId)) ?? null,
    );
    if (!place) return null;
    this.tournamentOfGame.set(gameId, place.tournamentId);
    return {
      id: place.tournamentId,
      name: place.name,
      session: place.session,
      table: place.tableNumber,
      ...placeClock(clockOf(place), place.tableNumber, this.clock()),
    };
  }

  async endsOnThisHand(trx: Transaction<Database>, game: GameRow, handsBefore: number): Promise<boolean> {
    const place = await findPlaceOfGame(trx, game.id);
    const clock = place ? clockOf(place) : null;
    if (!place || !clock || !isTimeUp(clock, place.tableNumber, this.clock())) return false;
    const outcome = handAfterTime(afterTimeOf(game.rules), handsBefore, place.handsAtTimeUp);
    if (place.handsAtTimeUp === null) await markTimeUp(trx, game.id, outcome.handsAtTimeUp);
    return outcome.ends;
  }

  /** A hand, an undo, a correction, the end at a tournament table: its tournament moves on. */
  private async gameChanged(game: GameView): Promise<void> {
    // A game just started: the start's own update carried it.
    if (game.version === 0) return;
    const place = await this.placeOf(game.id);
    if (!place) return;
    await bumpTournamentVersion(this.app.db, place.id);
    await this.emit(place.id);
  }

  private async sendSnapshot(socket: LiveSocket): Promise<void> {
    try {
      const id = parseTournamentNamespace(socket.nsp.name);
      if (id === null) return;
      const tournament = await this.read(id);
      if (socket.connected) socket.emit('tournament:update', { version: tournament.version, tournament });
    } catch (error) {
      this.app.log.warn({ err: error }, 'could not send the tournament');
    }
  }

  private later(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.app.log.warn({ err: error }, 'could not tell the tournament screens');
    });
  }

  /** To this instance's watchers, and through the relay to the other instances' (each reads it for its own). */
  private async emit(tournamentId: number): Promise<void> {
    if (this.clustered) this.app.io.serverSideEmit('tournament:relay', { tournamentId });
    await this.deliver(tournamentId);
  }

  /** The tournament as it now reads, to this instance's watchers of it (read only if there are any). */
  private async deliver(tournamentId: number): Promise<void> {
    const nsp = this.app.io._nsps.get(tournamentNamespace(tournamentId));
    if (!nsp || nsp.sockets.size === 0) return;
    const tournament = await this.read(tournamentId);
    const payload: TournamentUpdateEvent = { version: tournament.version, tournament };
    nsp.local.emit('tournament:update', payload);
  }

  /** Resolves once the events queued so far have gone out (tests, and closing). */
  settled(): Promise<void> {
    return this.queue;
  }
}

/** Used where a game view is read without the kept answers (the seed). */
export const loadGameDirect =
  (app: FastifyInstance): LoadGame =>
  (variant, id) =>
    loadGameView(app.db, variant, id);
