import type { GameView } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { closeSockets } from '../../plugins/socket.ts';
import { gameAnswer } from '../games/view/game-answer.ts';
import { listLiveGames } from '../games/view/logs-service.ts';
import { LiveHub } from './hub.ts';
import { KnownGames } from './known-games.ts';
import { LivePublisher } from './publisher.ts';
import { DEFAULT_SPECTATOR_TIMING, type SpectatorTiming } from './spectators.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live namespaces: games, the live lists, and who follows game changes on this instance. */
    live: LiveHub;
    /** Sends what a committed write changed to every namespace that shows the game (publisher.ts). */
    publisher: LivePublisher;
    /** Which games exist, in memory: joins of game namespaces are answered from it. */
    knownGames: KnownGames;
  }
}

/** The tables whose changes can move the versions of games other than the one a write was to. */
const CLUB_CHANGES_TO_GAMES: ReadonlySet<string> = new Set(['players', 'seasons', 'games', 'game_players']);

export interface LiveOptions {
  clustered: boolean;
  /** How often watcher counts go out and instances renew their shares (tests shorten them). */
  timing?: Partial<SpectatorTiming>;
}

/** The live-games hub, fed by the games services (snapshots from the answer cache), on the socket.io server of socketPlugin. */
export const livePlugin = fp(liveGames, {
  name: 'live',
  dependencies: ['socket', 'answers'],
  decorators: { fastify: ['db'] },
});

async function liveGames(app: FastifyInstance, options: LiveOptions): Promise<void> {
  const parsed = new ParsedAnswers();
  const knownGames = new KnownGames(app.db, (error) =>
    app.log.warn({ err: error }, 'could not read which games exist'),
  );
  app.addHook('onReady', () => knownGames.start(app.clubChanges));
  app.decorate('knownGames', knownGames);
  const hub = new LiveHub(
    app.io,
    {
      gameExists: (variant, id) => knownGames.peek(variant, id) ?? knownGames.whenKnown(variant, id),
      loadGame: async (variant, id) => {
        try {
          return parsed.read(`${variant}:${id}`, (await gameAnswer(app, variant, id)).json);
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        }
      },
      listLiveGames: (variant) => listLiveGames(app.db, variant),
    },
    options.clustered,
    app.log,
    { ...DEFAULT_SPECTATOR_TIMING, ...options.timing },
  );
  hub.start();
  // What the club changes from outside a game moves its version too: its spectators catch up.
  const stopCatchingUp = app.clubChanges.watch(CLUB_CHANGES_TO_GAMES, (game) => {
    // A write to one game was published by its write; anything wider may have moved watched games.
    if (!game) hub.catchUpWatchedGames();
  });
  app.decorate('live', hub);
  app.decorate('publisher', new LivePublisher(hub));
  // The other instances first hear that this one's spectators are gone, then the sockets close,
  // then (onClose) the database.
  app.addHook('preClose', async () => {
    stopCatchingUp();
    hub.stop();
    await closeSockets(app.io);
  });
}

/**
 * The game answers as objects, parsed once per answer: a crowd of spectators arriving reads the same
 * cached JSON, which is parsed once rather than once per spectator (the objects are never changed).
 */
class ParsedAnswers {
  private readonly kept = new Map<string, { json: string; game: GameView }>();

  read(key: string, json: string): GameView {
    const kept = this.kept.get(key);
    if (kept?.json === json) return kept.game;
    const game = JSON.parse(json) as GameView;
    this.kept.delete(key);
    this.kept.set(key, { json, game });
    // The most recently read few hundred games (a Map iterates in insertion order).
    if (this.kept.size > 500) this.kept.delete(this.kept.keys().next().value as string);
    return game;
  }
}
