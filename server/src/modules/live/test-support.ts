import { GAME_NAMESPACE_PATTERN } from '@mahjong/shared';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';

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
