/**
 * What one visitor may open and send on the live sockets. Beyond a limit the server refuses at once
 * (a `connect_error` whose message says why), so no visitor can make the others wait:
 * - connections per client address (the address as the proxy setting decides, as for HTTP requests);
 * - namespaces (games and lists) per connection;
 * - events per socket per second (a socket over its budget is told why and cut off).
 */
import type { IncomingMessage } from 'node:http';
import { LIVE_REFUSALS, type LiveRefusalCode } from '@mahjong/shared';
import type { ExtendedError } from 'socket.io';
import type { LiveNamespace, LiveSocket } from './socket.ts';

export interface SocketLimits {
  connectionsPerAddress: number;
  namespacesPerConnection: number;
  eventsPerSecond: number;
}

/** An engine.io connection (one per client; its namespaces are multiplexed over it). */
type Connection = LiveSocket['conn'];

export class ConnectionLimits {
  private readonly perAddress = new Map<string, number>();
  /** Connections over their address's cap: every namespace they ask for is refused. */
  private readonly overCap = new WeakSet<Connection>();
  private readonly namespaces = new WeakMap<Connection, number>();

  constructor(
    private readonly limits: SocketLimits,
    /** The client's address of a connection's first request, as request.ip says for HTTP (TRUST_PROXY). */
    private readonly addressOf: (request: IncomingMessage) => string,
  ) {}

  /** Counts a new connection against its address (engine.io's `connection` event). */
  opened(connection: Connection): void {
    const address = this.addressOf(connection.request);
    const count = (this.perAddress.get(address) ?? 0) + 1;
    this.perAddress.set(address, count);
    if (count > this.limits.connectionsPerAddress) this.overCap.add(connection);
    connection.once('close', () => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
  }

  /** Namespace middleware: admits a socket to a namespace, or refuses it with the reason. */
  admit(socket: LiveSocket, next: (error?: ExtendedError) => void): void {
    const connection = socket.conn;
    if (this.overCap.has(connection)) {
      next(refusal('TOO_MANY_CONNECTIONS'));
      // socket.io writes the refusal on the next tick, and only to an open connection; engine.io
      // then closes once its buffer drained.
      setImmediate(() => connection.close());
      return;
    }
    const open = this.namespaces.get(connection) ?? 0;
    if (open >= this.limits.namespacesPerConnection) {
      next(refusal('TOO_MANY_NAMESPACES'));
      return;
    }
    this.namespaces.set(connection, open + 1);
    socket.once('disconnect', () =>
      this.namespaces.set(connection, (this.namespaces.get(connection) ?? 1) - 1),
    );
    socket.use(this.eventBudget(socket));
    next();
  }

  /** Guards every namespace, present and future (game namespaces are created as spectators arrive). */
  guard(namespaces: Iterable<LiveNamespace>, onNew: (listener: (nsp: LiveNamespace) => void) => void): void {
    const guard = (nsp: LiveNamespace) => nsp.use((socket, next) => this.admit(socket, next));
    for (const nsp of namespaces) guard(nsp);
    onNew(guard);
  }

  /** How many connections an address holds now (for tests). */
  connectionsOf(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /**
   * A token bucket per socket: `eventsPerSecond` tokens, refilled at that rate. A socket that runs
   * dry is told why (`live:refused`) and disconnected from that namespace; its handlers never run.
   */
  private eventBudget(socket: LiveSocket) {
    const rate = this.limits.eventsPerSecond;
    let tokens = rate;
    let filledAt = performance.now();
    return (_packet: unknown[], next: (error?: Error) => void) => {
      const now = performance.now();
      tokens = Math.min(rate, tokens + ((now - filledAt) / 1000) * rate);
      filledAt = now;
      if (tokens >= 1) {
        tokens -= 1;
        next();
        return;
      }
      socket.emit('live:refused', { code: 'TOO_MANY_EVENTS', message: LIVE_REFUSALS.TOO_MANY_EVENTS });
      socket.disconnect();
    };
  }
}

function refusal(code: LiveRefusalCode): ExtendedError & { data: { code: LiveRefusalCode } } {
  return Object.assign(new Error(LIVE_REFUSALS[code]), { data: { code } });
}
