/**
 * Spectators as the client keeps them: a game's copy fed by its namespace through the client's own
 * reducer (`applyGameEvent`, shared), asking again on a gap; and the live list as its page keeps it.
 * Every payload is parsed with the contract's schema first, as the client does.
 */
import {
  applyGameEvent,
  GAME_EVENT_SCHEMAS,
  type GameView,
  gameNamespace,
  LIVE_EVENT_SCHEMAS,
  type LiveGameEvent,
  type LiveListGame,
  liveNamespace,
  type Variant,
} from '@mahjong/shared';
import { io as connect } from 'socket.io-client';

const DELTAS = ['round:added', 'round:removed', 'round:edited', 'game:ended', 'game:updated'] as const;

/** One spectator of one game: what its store holds, and whether it heard the game was deleted. */
export function spectateGame(url: string, variant: Variant, id: number) {
  const socket = connect(`${url}${gameNamespace(variant, id)}`, {
    transports: ['websocket'],
    forceNew: true,
  });
  const store = { game: null as GameView | null, deleted: false, early: [] as LiveGameEvent[] };
  const apply = (event: LiveGameEvent) => {
    if (!store.game) {
      store.early.push(event);
      return;
    }
    const result = applyGameEvent(store.game, event);
    if (result.outcome === 'applied') store.game = result.game;
    if (result.outcome === 'gap') socket.emit('game:resync');
  };
  socket.on('game:snapshot', (payload: unknown) => {
    const { game } = GAME_EVENT_SCHEMAS['game:snapshot'].parse(payload);
    store.game = store.game && store.game.version > game.version ? store.game : game;
    for (const event of store.early.splice(0)) apply(event);
  });
  for (const type of DELTAS) {
    socket.on(type, (payload: unknown) =>
      apply({ type, event: GAME_EVENT_SCHEMAS[type].parse(payload) } as LiveGameEvent),
    );
  }
  socket.on('game:deleted', (payload: unknown) => {
    GAME_EVENT_SCHEMAS['game:deleted'].parse(payload);
    store.deleted = true;
  });
  return { store, close: () => socket.disconnect() };
}

/** A watcher of a variant's live list: the games it shows, by id. */
export function watchLiveList(url: string, variant: Variant) {
  const socket = connect(`${url}${liveNamespace(variant)}`, { transports: ['websocket'], forceNew: true });
  const shown = new Map<number, LiveListGame>();
  let ready = false;
  socket.on('live:games', (payload: unknown) => {
    const { games } = LIVE_EVENT_SCHEMAS['live:games'].parse(payload);
    shown.clear();
    for (const game of games) shown.set(game.id, game);
    ready = true;
  });
  socket.on('live:game-updated', (payload: unknown) => {
    const { game } = LIVE_EVENT_SCHEMAS['live:game-updated'].parse(payload);
    const held = shown.get(game.id);
    if (held && held.version > game.version) return;
    if (game.status === 'FINISHED') shown.delete(game.id);
    else shown.set(game.id, game);
  });
  socket.on('live:game-removed', (payload: unknown) => {
    shown.delete(LIVE_EVENT_SCHEMAS['live:game-removed'].parse(payload).gameId);
  });
  return { shown, ready: () => ready, close: () => socket.disconnect() };
}
