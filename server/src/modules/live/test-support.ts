import { GAME_NAMESPACE_PATTERN, type GameView } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

/** A recorder and three more players, and a casual riichi game they sit at. */
export async function startGame(app: FastifyInstance, recorder?: TestPlayer) {
  const players = [recorder ?? (await createTestPlayer(app.db))];
  for (let seat = 1; seat < 4; seat += 1) players.push(await createTestPlayer(app.db));
  const response = await app.inject({
    method: 'POST',
    url: '/api/games',
    headers: players[0]!.headers,
    payload: { variant: 'jp', type: 'CASUAL', players: players.map((p) => p.player.id) },
  });
  if (response.statusCode !== 201) throw new Error(`could not start a game: ${response.body}`);
  return { game: response.json() as GameView, recorder: players[0]! };
}

/** An exhaustive draw with nobody tenpai: the game goes on. */
export const deckOut = { riichis: [], tenpais: [], transactions: [] };

/** Seat 1 rons a yakuman off seat 0, who busts: the game ends. */
export const bustingYakuman = {
  riichis: [],
  tenpais: [],
  transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { han: 13, fu: 30, dora: 0 } }],
};

export async function recordHand(
  app: FastifyInstance,
  game: { id: number },
  recorder: TestPlayer,
  expectedVersion: number,
  hand: object = deckOut,
): Promise<GameView> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/games/jp/${game.id}/rounds`,
    headers: recorder.headers,
    payload: { expectedVersion, ...hand },
  });
  if (response.statusCode !== 200) throw new Error(`hand refused: ${response.body}`);
  return response.json() as GameView;
}

export async function fetchGame(app: FastifyInstance, id: number): Promise<GameView> {
  return (await app.inject({ method: 'GET', url: `/api/games/jp/${id}` })).json() as GameView;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the fields of any event they receive.
type Payload = any;

/** A spectator's socket, recording every event it receives in order. */
export function watch(url: string, namespace: string) {
  const socket: Socket = connect(`${url}${namespace}`, { transports: ['websocket'], forceNew: true });
  const events: Array<{ name: string; payload: Payload }> = [];
  socket.onAny((name: string, payload: unknown) => events.push({ name, payload }));
  /** Resolves once `count` events named `name` have arrived (counting those already in). */
  const received = (name: string, count = 1) =>
    new Promise<Payload[]>((resolve) => {
      const check = () => {
        const matching = events.filter((event) => event.name === name).map((event) => event.payload);
        if (matching.length >= count) {
          socket.offAny(check);
          resolve(matching);
        }
      };
      socket.onAny(check);
      check();
    });
  return { socket, events, received };
}

/** How many namespaces an instance has that are not games (`/`, `/live/jp`, `/live/hk`). */
export function permanentNamespaces(io: Server): number {
  return [...io._nsps.keys()].filter((name) => !GAME_NAMESPACE_PATTERN.test(name)).length;
}
