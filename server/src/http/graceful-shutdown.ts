/**
 * Shutting down without cutting anyone off. A venue's phones keep their connections open and post
 * hands at any moment, so on SIGTERM the server:
 *
 * 1. takes no new work. A connection the system accepted for us before we stop listening (under load
 *    Node takes one queued connection per turn of its event loop, so a burst waits there) is taken
 *    and each request on it answered 503 `UNAVAILABLE` with `Retry-After`: the phone keeps the hand
 *    and sends it again. Once a turn brings no new connection, the server stops listening; a
 *    connection tried after that is refused, and nothing was sent over it;
 * 2. answers every request in flight, and every request on a connection opened before SIGTERM (with
 *    `Connection: close`, so the client moves off it), waiting for them up to a bound (10 s);
 * 3. closes the app: a request that still arrives is answered 503 `UNAVAILABLE`, live connections
 *    close, backups finish, and the database closes last.
 *
 * A request still running at the bound is cut, and the log says how many were.
 */
import type { IncomingMessage } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** How long requests in flight may take to finish once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface GracefulShutdown {
  /** Requests begun and not answered yet (socket.io's own are not counted: they close with the app). */
  readonly inFlight: number;
  /** Connections taken that have not sent a request yet. */
  readonly unread: number;
  /** Runs the steps above once; resolves when the app is closed, with how many requests were cut. */
  shutdown(): Promise<{ cut: number }>;
}

const unavailable = (reply: FastifyReply) =>
  reply
    .status(503)
    .header('connection', 'close')
    .header('retry-after', '5')
    .send({ error: { code: 'UNAVAILABLE', message: 'The server is restarting, try again in a moment.' } });

/** Turns of the event loop without a new connection after which the system's queue is taken as empty. */
const QUIET_TURNS = 3;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Call before the app is ready, on an app made with `return503OnClosing: false`: its hooks come first,
 * so a closing app answers before any other work.
 */
export function gracefulShutdown(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): GracefulShutdown {
  let inFlight = 0;
  let draining = false;
  let closing = false;
  let accepted = 0;
  /** Connections taken that have not sent a request yet. */
  const unread = new Set<Socket>();
  /** Connections taken after SIGTERM: what they ask is answered 503. */
  const late = new WeakSet<Socket>();
  const waiting = new Set<() => void>();
  const idle = () => inFlight === 0 && unread.size === 0;
  const settled = () => {
    if (idle()) for (const wake of waiting) wake();
  };

  app.server.on('connection', (socket: Socket) => {
    accepted += 1;
    if (draining) late.add(socket);
    unread.add(socket);
    socket.once('close', () => {
      unread.delete(socket);
      settled();
    });
  });
  const read = (request: IncomingMessage) => {
    // Counted in flight from here (onRequest below), or a live connection closed with the app.
    unread.delete(request.socket);
    settled();
  };
  // Once ready: socket.io takes over the server's 'request' listeners when it attaches, and would
  // pass it none of its own requests.
  app.addHook('onReady', async () => {
    app.server.on('request', read);
    app.server.on('upgrade', read);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (closing || late.has(request.raw.socket)) return unavailable(reply);
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      settled();
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  // However the app is closed (here, or by a test), what arrives meanwhile gets a clean answer.
  app.addHook('preClose', async () => {
    closing = true;
  });

  const drained = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (idle()) return resolve(true);
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve(true);
      };
      const timer = setTimeout(
        () => {
          waiting.delete(wake);
          resolve(idle());
        },
        Math.max(ms, 0),
      );
      waiting.add(wake);
    });

  let done: Promise<{ cut: number }> | undefined;
  const run = async () => {
    draining = true;
    const deadline = Date.now() + graceMs;
    // Take what the system queued for us until a few whole turns of the event loop (each polls the
    // listener once) bring nothing more. Called from a signal, this starts inside a turn's poll.
    for (let quiet = 0, seen = accepted; quiet < QUIET_TURNS && Date.now() < deadline; ) {
      await nextTurn();
      quiet = accepted === seen ? quiet + 1 : 0;
      seen = accepted;
    }
    // Not http.Server#close, which also drops the connections idle at this moment: a request may be
    // on its way over one of them.
    NetServer.prototype.close.call(app.server);
    let cut = 0;
    if (!(await drained(deadline - Date.now()))) {
      cut = inFlight;
      app.log.warn({ cut, unread: unread.size, graceMs }, 'shutting down: cutting requests still in flight');
      app.server.closeAllConnections();
    }
    await app.close();
    return { cut };
  };

  return {
    get inFlight() {
      return inFlight;
    },
    get unread() {
      return unread.size;
    },
    shutdown() {
      done ??= run();
      return done;
    },
  };
}
