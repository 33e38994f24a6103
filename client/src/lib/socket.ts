import { io, type Socket } from 'socket.io-client';

/** Whether what a live page shows is updating by itself. */
export type Connection = 'connecting' | 'live' | 'reconnecting';

/**
 * A socket to one namespace of our own server. WebSocket first (no sticky sessions needed behind a
 * proxy), long-polling as the fallback.
 */
export function connectNamespace<Listen extends object, Emit extends object>(namespace: string) {
  return io(namespace, {
    transports: ['websocket', 'polling'],
    withCredentials: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5_000,
  }) as unknown as Socket<Listen & Record<string, (...args: never[]) => void>, Emit>;
}
