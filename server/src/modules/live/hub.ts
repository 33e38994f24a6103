import { randomUUID } from 'node:crypto';
import {
  type GameServerEvents,
  type GameView,
  gameNamespace,
  type LiveGame,
  liveNamespace,
  type RelayMessage,
  VARIANTS,
  type Variant,
} from '@mahjong/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveNamespace, LiveServer, LiveSocket } from '../../plugins/socket.ts';
import type { DeletedGame } from '../games/frame/changes.ts';
import { emitGameEvent, type GamePayload, parseGameNamespace, toListGame } from './namespaces.ts';
import { SpectatorCounts, type SpectatorTiming } from './spectators.ts';

export interface LiveSources {
  /** Whether a game exists, from memory when it can be (known-games.ts): a join never reads the database. */
  gameExists(variant: Variant, id: number): boolean | Promise<boolean>;
  loadGame(variant: Variant, id: number): Promise<GameView | null>;
  listLiveGames(variant: Variant): Promise<LiveGame[]>;
}

/**
 * Live games over socket.io (docs/live-protocol.md). What to send comes from the one publisher
 * (publisher.ts), which turns each committed change to a game into the events of every namespace.
 *
 * Game namespaces (`/games/{variant}/{id}`) are children of one parent namespace: a child exists on an
 * instance only while a spectator there is connected, and socket.io removes it when the last one
 * leaves. What the services publish goes to this instance's sockets at once and, on PostgreSQL, in one
 * relay per turn on the main namespace to every other instance, each of which delivers to its own
 * sockets; nothing is ever emitted into a game namespace that has no local spectators.
 */
export class LiveHub {
  readonly serverId = randomUUID();
  private readonly spectators: SpectatorCounts;
  /** The game namespaces that have spectators on this instance. */
  private readonly games = new Map<string, LiveNamespace>();
  private readonly lists = new Map<Variant, LiveNamespace>();
  /** Relays published this turn, not yet sent to the other instances. */
  private readonly outgoing: RelayMessage[] = [];
  /** The newest version of each watched game this instance has sent its spectators (snapshots too). */
  private readonly sentVersions = new Map<string, number>();
  /** Whether a catch-up of the watched games is running, and whether another is wanted after it. */
  private catchingUp: 'no' | 'running' | 'again' = 'no';
  /** Spectators who arrived this turn, by game namespace, waiting for their snapshot. */
  private readonly arriving = new Map<string, Set<LiveSocket>>();
  /** The live list being read for arriving watchers, shared by those arriving meanwhile. */
  private readonly listReads = new Map<Variant, Promise<LiveGame[]>>();
  /** Told of every game this instance publishes a change of (the club night's board follows its tables). */
  private readonly gameWatchers = new Set<(game: GameView) => void>();
  /** Told of every game this instance publishes the deletion of. */
  private readonly deletionWatchers = new Set<(game: DeletedGame) => void>();

  constructor(
    private readonly io: LiveServer,
    private readonly sources: LiveSources,
    private readonly clustered: boolean,
    private readonly log: FastifyBaseLogger,
    timing: SpectatorTiming,
  ) {
    this.spectators = new SpectatorCounts(
      {
        totals: (changed) => {
          for (const [namespace, count] of changed) this.sendSpectatorCount(namespace, count);
        },
        share: (counts, full) =>
          this.relay({
            kind: 'share',
            serverId: this.serverId,
            heartbeatMs: timing.heartbeatMs,
            full,
            counts,
          }),
      },
      timing,
      clustered,
    );
  }

  start(): void {
    const games = this.io.of((name, _auth, next) => {
      const target = parseGameNamespace(name);
      if (!target) return next(null, false);
      const exists = this.sources.gameExists(target.variant, target.id);
      if (typeof exists === 'boolean') return next(null, exists);
      exists.then(
        (known) => next(null, known),
        (error: Error) => next(error, false),
      );
    });
    games.on('connection', (socket) => this.welcomeSpectator(socket));
    for (const variant of VARIANTS) {
      const list = this.io.of(liveNamespace(variant));
      list.on('connection', (socket) => void this.welcomeListWatcher(socket, variant));
      this.lists.set(variant, list);
    }
    if (this.clustered) {
      this.io.on('live:relay', (messages) => {
        for (const message of messages) this.deliver(message);
      });
    }
  }

  /** Stops counting; on PostgreSQL tells the other instances this one's spectators are gone. */
  stop(): void {
    this.spectators.stop();
  }

  /** One event to a game's spectators, on every instance (publisher.ts decides which, and when). */
  toSpectators<Name extends keyof GameServerEvents>(
    game: { variant: Variant; id: number },
    event: Name,
    payload: GamePayload<Name>,
  ): void {
    const namespace = gameNamespace(game.variant, game.id);
    this.publish({ kind: 'game', namespace, event, payload } as RelayMessage);
  }

  /** The game as the live list shows it, and to whoever follows game changes (the club night's board). */
  toListAndWatchers(game: GameView): void {
    for (const watcher of this.gameWatchers) watcher(game);
    this.publish({
      kind: 'list',
      variant: game.variant,
      game: toListGame(game, this.spectatorCount(game.variant, game.id)),
    });
  }

  /** A deleted game: its spectators, the live list and whoever follows deletions hear it is gone. */
  toAllOfDeletion(game: DeletedGame): void {
    this.toSpectators(game, 'game:deleted', { gameId: game.id, version: game.version });
    this.publish({ kind: 'list-removal', variant: game.variant, gameId: game.id });
    for (const watcher of this.deletionWatchers) watcher(game);
  }

  /**
   * The club changed games from outside them (a player renamed or removed, a season moved, ratings
   * folded again): the database moved their versions, and no write of theirs has anything to tell.
   * Every game watched on this instance is read again, and its spectators here get the whole game
   * (`game:updated`) when it is newer than what they were sent. Each instance hears the club's
   * changes itself, so nothing is relayed. Calls made while one runs are folded into one more.
   */
  catchUpWatchedGames(): void {
    if (this.catchingUp !== 'no') {
      this.catchingUp = 'again';
      return;
    }
    this.catchingUp = 'running';
    void this.readWatchedGames().finally(() => {
      const again = this.catchingUp === 'again';
      this.catchingUp = 'no';
      if (again) this.catchUpWatchedGames();
    });
  }

  private async readWatchedGames(): Promise<void> {
    for (const [name, nsp] of [...this.games]) {
      const target = parseGameNamespace(name);
      if (!target) continue;
      try {
        const game = await this.sources.loadGame(target.variant, target.id);
        if (!game || game.version <= (this.sentVersions.get(name) ?? -1)) continue;
        const payload = { gameId: game.id, version: game.version, game };
        emitGameEvent(nsp, 'game:updated', payload);
        this.sentVersion(name, payload);
      } catch (error) {
        this.log.warn({ err: error }, 'could not read a watched game again');
      }
    }
  }

  private sentVersion(namespace: string, payload: object): void {
    if (!('version' in payload) || typeof payload.version !== 'number' || !this.games.has(namespace)) return;
    this.sentVersions.set(namespace, Math.max(payload.version, this.sentVersions.get(namespace) ?? -1));
  }

  /** Calls `watcher` with every game this instance publishes the deletion of; returns how to stop. */
  onGameDeleted(watcher: (game: DeletedGame) => void): () => void {
    this.deletionWatchers.add(watcher);
    return () => this.deletionWatchers.delete(watcher);
  }

  /** Calls `watcher` with every game this instance publishes a change of; returns how to stop. */
  onGameChange(watcher: (game: GameView) => void): () => void {
    this.gameWatchers.add(watcher);
    return () => this.gameWatchers.delete(watcher);
  }

  /** How many spectators watch a game, on every instance together. */
  spectatorCount(variant: Variant, id: number): number {
    return this.spectators.total(gameNamespace(variant, id));
  }

  /** Game namespaces with spectators on this instance (they close when their last spectator leaves). */
  get openGameNamespaces(): number {
    return this.games.size;
  }

  /** Games watched anywhere, as this instance counts them. */
  get watchedGames(): number {
    return this.spectators.watchedGames;
  }

  /** Delivers to this instance's sockets at once, and to the other instances in this turn's relay. */
  private publish(message: RelayMessage): void {
    this.deliver(message);
    this.relay(message);
  }

  /**
   * The other instances hear everything published in the same turn (a hand, the live list's update,
   * a share of counts) in one relay: one notification, not several.
   */
  private relay(message: RelayMessage): void {
    if (!this.clustered) return;
    this.outgoing.push(message);
    if (this.outgoing.length === 1)
      queueMicrotask(() => this.io.serverSideEmit('live:relay', this.outgoing.splice(0)));
  }

  private deliver(message: RelayMessage): void {
    switch (message.kind) {
      case 'game': {
        const nsp = this.games.get(message.namespace);
        if (!nsp) return;
        emitGameEvent(nsp, message.event, message.payload);
        this.sentVersion(message.namespace, message.payload);
        return;
      }
      case 'list': {
        // Encoding the list's update costs as much as the hand's own event: only for someone to read.
        const list = this.lists.get(message.variant);
        if (!list || list.sockets.size === 0) return;
        list.local.emit('live:game-updated', {
          variant: message.variant,
          game: {
            ...message.game,
            spectators: this.spectators.total(gameNamespace(message.variant, message.game.id)),
          },
        });
        return;
      }
      case 'list-removal':
        this.lists
          .get(message.variant)
          ?.local.emit('live:game-removed', { variant: message.variant, gameId: message.gameId });
        return;
      case 'share':
        this.spectators.applyShare(message.serverId, message.counts, message.full, message.heartbeatMs);
        return;
    }
  }

  private welcomeSpectator(socket: LiveSocket): void {
    const nsp = socket.nsp;
    this.games.set(nsp.name, nsp);
    this.spectators.join(nsp.name);
    socket.on('disconnect', () => {
      this.spectators.leave(nsp.name);
      // socket.io closes a child namespace with its last socket; a later spectator opens a new one.
      if (nsp.sockets.size === 0 && this.games.get(nsp.name) === nsp) {
        this.games.delete(nsp.name);
        this.sentVersions.delete(nsp.name);
      }
    });
    socket.on('game:resync', () => void this.sendSnapshot(socket));
    this.queueSnapshot(socket);
  }

  /**
   * Spectators arriving in the same turn get their snapshot in one broadcast: encoded once for the
   * crowd rather than once per spectator (a final table's audience arrives all at once).
   */
  private queueSnapshot(socket: LiveSocket): void {
    const name = socket.nsp.name;
    const waiting = this.arriving.get(name);
    if (waiting) {
      waiting.add(socket);
      return;
    }
    this.arriving.set(name, new Set([socket]));
    setImmediate(() => void this.sendSnapshots(name));
  }

  private async sendSnapshots(name: string): Promise<void> {
    const waiting = this.arriving.get(name) ?? new Set();
    this.arriving.delete(name);
    const target = parseGameNamespace(name);
    const nsp = this.games.get(name);
    if (!target || !nsp) return;
    try {
      const game = await this.sources.loadGame(target.variant, target.id);
      const ids = [...waiting].filter((socket) => socket.connected).map((socket) => socket.id);
      if (!game) for (const socket of waiting) socket.disconnect(true);
      else if (ids.length > 0) {
        nsp.local.to(ids).emit('game:snapshot', { version: game.version, game });
        this.sentVersion(name, game);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'could not send game snapshots');
    }
  }

  private async sendSnapshot(socket: LiveSocket): Promise<void> {
    const target = parseGameNamespace(socket.nsp.name);
    if (!target) return;
    try {
      const game = await this.sources.loadGame(target.variant, target.id);
      if (game) {
        socket.emit('game:snapshot', { version: game.version, game });
        this.sentVersion(socket.nsp.name, game);
      } else socket.disconnect(true);
    } catch (error) {
      this.log.warn({ err: error }, 'could not send a game snapshot');
    }
  }

  private async welcomeListWatcher(socket: LiveSocket, variant: Variant): Promise<void> {
    try {
      const games = await this.readLiveList(variant);
      socket.emit('live:games', {
        variant,
        games: games.map((game) => ({
          ...game,
          status: 'IN_PROGRESS' as const,
          spectators: this.spectators.total(gameNamespace(variant, game.id)),
        })),
      });
    } catch (error) {
      this.log.warn({ err: error }, 'could not send the live games list');
    }
  }

  /** One read of the live list for all the watchers arriving while it runs (a crowd costs one query). */
  private readLiveList(variant: Variant): Promise<LiveGame[]> {
    const reading = this.listReads.get(variant);
    if (reading) return reading;
    const read = this.sources.listLiveGames(variant).finally(() => this.listReads.delete(variant));
    this.listReads.set(variant, read);
    return read;
  }

  /** Tells the game's spectators and the live list's watchers on this instance. */
  private sendSpectatorCount(namespace: string, count: number): void {
    const target = parseGameNamespace(namespace);
    if (!target) return;
    this.games.get(namespace)?.local.emit('game:spectators', { gameId: target.id, count });
    this.lists
      .get(target.variant)
      ?.local.emit('live:spectators', { variant: target.variant, gameId: target.id, count });
  }
}
