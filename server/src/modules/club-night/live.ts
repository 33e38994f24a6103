/**
 * The club night's namespace (`/club-night`): the board on connect and on request, then every change
 * numbered by the night's version. Like the live hub's, its events reach the other instances (on
 * PostgreSQL) as relays on the main namespace, and each instance delivers to its own watchers.
 */
import {
  CLUB_NIGHT_NAMESPACE,
  type ClubNightBoard,
  type ClubNightRelay,
  type ClubNightServerEvents,
  type GameView,
  type SeatingConfirmation,
} from '@mahjong/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { CACHED_TABLES } from '../../cache/cached-tables.ts';
import { KeptValues } from '../../cache/kept-values.ts';
import type { ClubChanges } from '../../db/club-changes.ts';
import type { Database } from '../../db/types.ts';
import type { LiveNamespace, LiveServer, LiveSocket } from '../../plugins/socket.ts';
import type { DeletedGame } from '../games/frame/changes.ts';
import type { LiveHub } from '../live/hub.ts';
import { boardTable, loadBoard } from './board-service.ts';
import { hereTonight, waitingTonight } from './checkins-service.ts';
import { type Night, nightAt } from './night.ts';
import { bumpNightVersion, findTableOfGame, type TableOfGame } from './night-repository.ts';

/** What the board needs from the app, and nothing more. */
export interface ClubNightNeeds {
  io: LiveServer;
  db: Kysely<Database>;
  clubChanges: ClubChanges;
  /** Game changes and deletions as the live publisher tells them (`LiveHub.onGameChange`). */
  games: Pick<LiveHub, 'onGameChange' | 'onGameDeleted'>;
  /** A game as its page shows it (the cached answer). */
  loadGame(variant: string, id: number): Promise<GameView>;
  log: FastifyBaseLogger;
  /** How long a check-in lasts, which is how far back tonight reaches (CHECKIN_HOURS). */
  checkinHours: number;
}

export class ClubNightFeed {
  private nsp: LiveNamespace | null = null;
  /** This instance's events go out in the order of their versions. */
  private queue: Promise<void> = Promise.resolve();
  /**
   * The table a seating put each game at (or none), kept until a seating changes: most hands are of
   * games at no table, and the board need not ask the database after every one of them.
   */
  private readonly tables: KeptValues<TableOfGame | null>;

  constructor(
    private readonly needs: ClubNightNeeds,
    private readonly clock: () => Date,
    private readonly clustered: boolean,
  ) {
    this.tables = new KeptValues(needs.clubChanges, {
      tables: CACHED_TABLES.seatedTables,
      maxSize: 10_000,
      sizeOf: () => 1,
    });
  }

  /** Tonight as of now. */
  night(): Night {
    return nightAt(this.clock(), this.needs.checkinHours);
  }

  start(): void {
    const nsp = this.needs.io.of(CLUB_NIGHT_NAMESPACE);
    nsp.on('connection', (socket) => {
      socket.on('club-night:resync', () => void this.sendSnapshot(socket));
      void this.sendSnapshot(socket);
    });
    this.nsp = nsp;
    if (this.clustered) this.needs.io.on('club-night:relay', (message) => this.deliver(message));
    this.needs.games.onGameChange((game) => this.later(() => this.tableChanged(game)));
    this.needs.games.onGameDeleted((game) => this.later(() => this.tableRemoved(game)));
  }

  board(): Promise<ClubNightBoard> {
    return loadBoard(this.needs.db, this.night(), (variant, id) => this.loadGame(variant, id));
  }

  /** Someone checked in or out. */
  checkinsChanged(version: number): void {
    this.later(async () => {
      const night = this.night();
      const [checkins, waiting] = [
        await hereTonight(this.needs.db, night),
        await waitingTonight(this.needs.db, night),
      ];
      this.emit('club-night:checkins', { version, checkins, waiting });
    });
  }

  /** A seating was confirmed: its tables' games have started. */
  seated(version: number, seatingId: number, confirmation: SeatingConfirmation, games: GameView[]): void {
    this.later(async () => {
      const tables = confirmation.tables.flatMap((table) => {
        const game = games.find((candidate) => candidate.id === table.gameId);
        return game ? [boardTable({ seatingId, tableNumber: table.table }, game)] : [];
      });
      const waiting = await waitingTonight(this.needs.db, this.night());
      this.emit('club-night:seated', { version, tables, waiting });
    });
  }

  /** A hand, an undo, a correction, the end: if the game is one of tonight's tables, the board hears. */
  private async tableChanged(game: GameView): Promise<void> {
    // A game just started has nothing new to show: its seating's event carried it.
    if (game.version === 0) return;
    const night = this.night();
    const row = await this.tables.get(
      String(game.id),
      async () => (await findTableOfGame(this.needs.db, game.id)) ?? null,
    );
    // A table of another night's seating is not on tonight's board.
    if (!row?.confirmedAt || new Date(row.confirmedAt) <= night.since) return;
    const version = await bumpNightVersion(this.needs.db);
    const waiting = await waitingTonight(this.needs.db, night);
    this.emit('club-night:table', { version, table: boardTable(row, game), waiting });
  }

  /**
   * A game of tonight was deleted. Whether a seating had put it at a table is gone with it (its
   * seat rows go with the game), so any game started tonight is announced: a board without that
   * table changes nothing but its version, and its players may be waiting again.
   */
  private async tableRemoved(game: DeletedGame): Promise<void> {
    const night = this.night();
    if (new Date(game.createdAt) <= night.since) return;
    const version = await bumpNightVersion(this.needs.db);
    const waiting = await waitingTonight(this.needs.db, night);
    this.emit('club-night:table-removed', { version, gameId: game.id, waiting });
  }

  private async sendSnapshot(socket: LiveSocket): Promise<void> {
    try {
      const board = await this.board();
      if (socket.connected) socket.emit('club-night:snapshot', { version: board.version, board });
    } catch (error) {
      this.needs.log.warn({ err: error }, 'could not send the club night board');
    }
  }

  private loadGame(variant: string, id: number): Promise<GameView> {
    return this.needs.loadGame(variant, id);
  }

  private later(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.needs.log.warn({ err: error }, 'could not tell the club night board');
    });
  }

  /** To this instance's watchers at once, and to the other instances' through the relay. */
  private emit<Name extends keyof ClubNightServerEvents>(
    event: Name,
    payload: Parameters<ClubNightServerEvents[Name]>[0],
  ): void {
    const message = { event, payload } as ClubNightRelay;
    this.deliver(message);
    if (this.clustered) this.needs.io.serverSideEmit('club-night:relay', message);
  }

  private deliver({ event, payload }: ClubNightRelay): void {
    this.nsp?.local.emit(event, ...([payload] as Parameters<ClubNightServerEvents[typeof event]>));
  }

  /** Resolves once the events queued so far have gone out (tests, and closing). */
  settled(): Promise<void> {
    return this.queue;
  }
}
