import { randomUUID } from 'node:crypto';
import {
  GAME_EVENTS,
  GAME_NAMESPACE_PATTERN,
  type GameView,
  gameNamespace,
  LIVE_EVENTS,
  type LiveGame,
  type LiveListGame,
  liveNamespace,
  VARIANTS,
  type Variant,
} from '@mahjong/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import { isListening } from './adapter.ts';
import { SpectatorCounts } from './spectators.ts';

export interface LiveSources {
  loadGame(variant: Variant, id: number): Promise<GameView | null>;
  listLiveGames(variant: Variant): Promise<LiveGame[]>;
}

/** What instances tell each other; each one then delivers it to its own sockets. */
type Relay =
  | { kind: 'game'; namespace: string; event: string; payload: unknown }
  | { kind: 'list'; variant: Variant; game: LiveListGame }
  | { kind: 'spectators'; namespace: string; serverId: string; count: number };

const RELAY_EVENT = 'live:relay';

/**
 * Live games over socket.io (DESIGN §4).
 *
 * Game namespaces (`/games/{variant}/{id}`) are children of one parent namespace: a child exists on an
 * instance only while a spectator there is connected, and socket.io removes it (adapter, LISTEN channel,
 * heartbeat) when the last one leaves. Events never go through a game namespace that has no local
 * sockets — emitting there would create a child that is never cleaned up — but through a relay on the
 * main namespace to every instance, each of which delivers to its local spectators.
 */
export class LiveHub {
  readonly serverId = randomUUID();
  private readonly spectators = new SpectatorCounts();
  /** Relays published this turn, not yet sent to the other instances. */
  private readonly outgoing: Relay[] = [];

  constructor(
    private readonly io: Server,
    private readonly sources: LiveSources,
    private readonly clustered: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    const games = this.io.of((name, _auth, next) => {
      const target = parseGameNamespace(name);
      if (!target) return next(null, false);
      this.sources.loadGame(target.variant, target.id).then(
        (game) => next(null, game !== null),
        (error: Error) => next(error, false),
      );
    });
    games.on('connection', (socket) => void this.welcomeSpectator(socket));
    for (const variant of VARIANTS) {
      this.io
        .of(liveNamespace(variant))
        .on('connection', (socket) => void this.welcomeListWatcher(socket, variant));
    }
    if (this.clustered) {
      this.io.on(RELAY_EVENT, (messages: Relay[] | Relay) => {
        for (const message of Array.isArray(messages) ? messages : [messages]) this.deliver(message);
      });
    }
  }

  /** A hand was recorded (and maybe ended the game). */
  roundAdded(game: GameView): void {
    const round = game.rounds.at(-1);
    if (round) {
      this.publishGameEvent(game, GAME_EVENTS.roundAdded, {
        gameId: game.id,
        version: game.version,
        round,
        currentRound: game.currentRound,
        totals: game.totals,
        flagged: game.flagged,
      });
    }
    if (game.status === 'FINISHED') this.gameEnded(game);
    else this.publishListUpdate(game);
  }

  /** The last hand was undone. */
  roundRemoved(game: GameView, roundIndex: number): void {
    this.publishGameEvent(game, GAME_EVENTS.roundRemoved, {
      gameId: game.id,
      version: game.version,
      roundIndex,
      game,
    });
    this.publishListUpdate(game);
  }

  /** A past hand was corrected. */
  roundEdited(game: GameView, roundIndex: number): void {
    this.publishGameEvent(game, GAME_EVENTS.roundEdited, {
      gameId: game.id,
      version: game.version,
      roundIndex,
      game,
    });
    if (game.status === 'FINISHED') this.gameEnded(game);
    else this.publishListUpdate(game);
  }

  /** The game is over (by the engine's rule or ended early by an admin). */
  gameEnded(game: GameView): void {
    this.publishGameEvent(game, GAME_EVENTS.ended, { gameId: game.id, version: game.version, game });
    this.publishListUpdate(game);
  }

  /** Something else changed (a chombo): the whole game again. */
  gameUpdated(game: GameView): void {
    this.publishGameEvent(game, GAME_EVENTS.updated, { gameId: game.id, version: game.version, game });
  }

  /** A game was created: it joins the live list. */
  gameStarted(game: GameView): void {
    this.publishListUpdate(game);
  }

  /** On PostgreSQL: whether this instance already hears the other instances. */
  clusterReady(): boolean {
    return !this.clustered || isListening(this.io.of('/'));
  }

  /** How many spectators watch a game, on every instance together. */
  spectatorCount(variant: Variant, id: number): number {
    return this.spectators.total(gameNamespace(variant, id));
  }

  private publishGameEvent(game: GameView, event: string, payload: unknown): void {
    this.publish({ kind: 'game', namespace: gameNamespace(game.variant, game.id), event, payload });
  }

  private publishListUpdate(game: GameView): void {
    this.publish({ kind: 'list', variant: game.variant, game: this.toListGame(game) });
  }

  /**
   * Delivers to this instance's sockets at once; the other instances hear everything published in
   * the same turn (a hand and the live list's update) in one relay: one notification, not two.
   */
  private publish(message: Relay): void {
    this.deliver(message);
    if (!this.clustered) return;
    this.outgoing.push(message);
    if (this.outgoing.length === 1)
      queueMicrotask(() => this.io.serverSideEmit(RELAY_EVENT, this.outgoing.splice(0)));
  }

  private deliver(message: Relay): void {
    switch (message.kind) {
      case 'game':
        this.localGameNamespace(message.namespace)?.local.emit(message.event, message.payload);
        return;
      case 'list':
        this.io.of(liveNamespace(message.variant)).local.emit(LIVE_EVENTS.gameUpdated, {
          variant: message.variant,
          game: {
            ...message.game,
            spectators: this.spectators.total(gameNamespace(message.variant, message.game.id)),
          },
        });
        return;
      case 'spectators': {
        const total = this.spectators.set(message.namespace, message.serverId, message.count);
        this.sendSpectatorCount(message.namespace, total);
        return;
      }
    }
  }

  private async welcomeSpectator(socket: Socket): Promise<void> {
    const nsp = socket.nsp;
    socket.on('disconnect', () => this.announceSpectators(nsp));
    socket.on('game:resync', () => void this.sendSnapshot(socket));
    this.announceSpectators(nsp);
    await this.sendSnapshot(socket);
  }

  private async sendSnapshot(socket: Socket): Promise<void> {
    const target = parseGameNamespace(socket.nsp.name);
    if (!target) return;
    try {
      const game = await this.sources.loadGame(target.variant, target.id);
      if (game) socket.emit(GAME_EVENTS.snapshot, { version: game.version, game });
      else socket.disconnect(true);
    } catch (error) {
      this.log.warn({ err: error }, 'could not send a game snapshot');
    }
  }

  private async welcomeListWatcher(socket: Socket, variant: Variant): Promise<void> {
    try {
      const games = await this.sources.listLiveGames(variant);
      socket.emit(LIVE_EVENTS.games, {
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

  /** This instance's count changed: record it, tell local spectators the total, and tell the others. */
  private announceSpectators(nsp: Namespace): void {
    this.publish({
      kind: 'spectators',
      namespace: nsp.name,
      serverId: this.serverId,
      count: nsp.sockets.size,
    });
  }

  /** Tells the game's spectators and the live list's watchers on this instance. */
  private sendSpectatorCount(namespace: string, count: number): void {
    const target = parseGameNamespace(namespace);
    if (!target) return;
    this.localGameNamespace(namespace)?.local.emit(GAME_EVENTS.spectators, { gameId: target.id, count });
    this.io
      .of(liveNamespace(target.variant))
      .local.emit(LIVE_EVENTS.spectators, { variant: target.variant, gameId: target.id, count });
  }

  /** The game's namespace on this instance, only if it exists (never create one just to emit). */
  private localGameNamespace(name: string): Namespace | undefined {
    const nsp = this.io._nsps.get(name);
    return nsp && nsp.sockets.size > 0 ? nsp : undefined;
  }

  private toListGame(game: GameView): LiveListGame {
    return {
      id: game.id,
      variant: game.variant,
      type: game.type,
      status: game.status,
      players: game.players,
      currentRound: game.currentRound,
      totals: game.totals,
      roundsPlayed: game.rounds.length,
      spectators: this.spectatorCount(game.variant, game.id),
      version: game.version,
      createdAt: game.createdAt,
    };
  }
}

export function parseGameNamespace(name: string): { variant: Variant; id: number } | null {
  const match = GAME_NAMESPACE_PATTERN.exec(name);
  if (!match) return null;
  return { variant: match[1] as Variant, id: Number(match[2]) };
}
