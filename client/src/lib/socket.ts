import type { Socket } from 'socket.io-client';

/** Whether what a live page shows is updating by itself. */
export type Connection = 'connecting' | 'live' | 'reconnecting';

/** What the live pages use of a socket. */
export type LiveSocket<Listen extends object, Emit extends object> = Pick<
  Socket<Listen & Record<string, (...args: never[]) => void>, Emit>,
  'on' | 'emit' | 'disconnect'
>;

type AnyHandler = (...args: unknown[]) => void;

/**
 * A socket to one namespace of our own server. WebSocket first (no sticky sessions needed behind a
 * proxy), long-polling as the fallback.
 *
 * socket.io's client loads with the first socket rather than before the page's first paint: until
 * then the listeners and messages given here wait, and join the socket in their order once it opens.
 * Should its code fail to load (offline), it is tried again when the browser is back online.
 */
export function connectNamespace<Listen extends object, Emit extends object>(
  namespace: string,
): LiveSocket<Listen, Emit> {
  const listeners: Array<[string, AnyHandler]> = [];
  const outbox: Array<[string, unknown[]]> = [];
  let socket: Socket | null = null;
  let closed = false;

  const open = () => {
    import('socket.io-client').then(
      ({ io }) => {
        if (closed) return;
        const opened = io(namespace, {
          transports: ['websocket', 'polling'],
          withCredentials: true,
          reconnectionDelay: 500,
          reconnectionDelayMax: 5_000,
        });
        for (const [event, handler] of listeners) opened.on(event, handler);
        for (const [event, args] of outbox) opened.emit(event, ...args);
        outbox.length = 0;
        socket = opened;
      },
      () => {
        if (!closed) window.addEventListener('online', open, { once: true });
      },
    );
  };
  open();

  const handle = {
    on(event: string, handler: AnyHandler) {
      listeners.push([event, handler]);
      socket?.on(event, handler);
      return handle;
    },
    emit(event: string, ...args: unknown[]) {
      if (socket) socket.emit(event, ...args);
      else outbox.push([event, args]);
      return handle;
    },
    disconnect() {
      closed = true;
      window.removeEventListener('online', open);
      socket?.disconnect();
      return handle;
    },
  };
  return handle as unknown as LiveSocket<Listen, Emit>;
}
