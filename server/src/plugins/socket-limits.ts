/**
 * What one visitor may open and ask on the live sockets, counted by person rather than by room: a club
 * night puts a hundred phones and a projector behind the venue's one address. Beyond a limit the
 * server refuses at once (a `connect_error` whose message says why), so no visitor makes others wait:
 * - connections: a signed-in person's per account, wherever they come from; anonymous ones per
 *   address, with room for every signed-in person the address has shown (people-at-addresses.ts).
 *   Counted from the handshake, so a connection that never joins anything counts too; one over its cap
 *   is told why and closed, and beyond a few such, refused before it opens;
 * - namespaces (games and lists) per connection;
 * - a budget per connection for what it asks: every packet it sends costs one, every join the server
 *   refuses (an unknown game, one namespace too many) five more. A connection that runs dry is told
 *   why and closed, and what it had queued is never read.
 */
import type { IncomingMessage } from 'node:http';
import { LIVE_REFUSALS, type LiveRefusalCode } from '@mahjong/shared';
import type { ExtendedError } from 'socket.io';
import type { PeopleAtAddresses } from '../http/people-at-addresses.ts';
import type { LiveNamespace, LiveSocket } from '../sockets/live-types.ts';

export interface SocketLimits {
  /** Anonymous connections per address, before the room it shows. */
  connectionsPerAddress: number;
  /** More anonymous connections for an address, for each person signed in from it lately. */
  connectionsPerPerson: number;
  connectionsPerAccount: number;
  namespacesPerConnection: number;
  /** A connection's budget: this many packets a second (and at most this many at once). */
  eventsPerSecond: number;
}

/** What a join the server refuses costs the connection beyond the packet that asked for it. */
export const REFUSED_JOIN_COST = 5;
/** Connections over their cap still opened to be told why: beyond these, refused at the handshake. */
const TOLD_WHY_BEYOND_CAP = 20;
/** A connection over its cap is closed this soon, whether or not it asks for anything. */
const OVER_CAP_GRACE_MS = 2_000;

/** An engine.io connection (one per client; its namespaces are multiplexed over it). */
type Connection = LiveSocket['conn'];

/** Who a connection counts against: a signed-in person's account, or an anonymous address. */
interface Holder {
  key: string;
  cap: number;
}

export interface ConnectionOwner {
  address: string;
  /** The signed-in player of the handshake's session cookie, if any. */
  playerId: number | null;
}

interface Budget {
  tokens: number;
  filledAt: number;
}

export class ConnectionLimits {
  private readonly perHolder = new Map<string, number>();
  /** Decided at the handshake, applied when its connection opens. */
  private readonly admitted = new WeakMap<IncomingMessage, Holder>();
  /** Connections over their holder's cap: every namespace they ask for is refused. */
  private readonly overCap = new WeakSet<Connection>();
  private readonly namespaces = new WeakMap<Connection, number>();
  private readonly sockets = new WeakMap<Connection, Set<LiveSocket>>();
  private readonly budgets = new WeakMap<Connection, Budget>();

  constructor(
    private readonly limits: SocketLimits,
    /** Who opens a connection: its client address (TRUST_PROXY) and its session's player. */
    private readonly ownerOf: (request: IncomingMessage) => Promise<ConnectionOwner>,
    private readonly people: PeopleAtAddresses,
  ) {}

  /**
   * engine.io's `allowRequest`, for every handshake: refuses at once a holder already past its cap by
   * more than the few told why, so a flood of connections from one address opens nothing.
   */
  allowRequest(request: IncomingMessage, callback: (error: string | null | undefined, ok: boolean) => void) {
    this.ownerOf(request).then(
      (owner) => {
        const holder = this.holderOf(owner);
        if ((this.perHolder.get(holder.key) ?? 0) >= holder.cap + TOLD_WHY_BEYOND_CAP) {
          return callback(LIVE_REFUSALS.TOO_MANY_CONNECTIONS, false);
        }
        this.admitted.set(request, holder);
        callback(null, true);
      },
      () => callback('The server could not tell who is connecting; try again in a moment.', false),
    );
  }

  /** Counts a new connection against its holder and starts its budget (engine.io's `connection` event). */
  opened(connection: Connection): void {
    const holder = this.admitted.get(connection.request) ?? { key: 'unknown', cap: 0 };
    const count = (this.perHolder.get(holder.key) ?? 0) + 1;
    this.perHolder.set(holder.key, count);
    if (count > holder.cap) {
      this.overCap.add(connection);
      const closing = setTimeout(() => connection.close(), OVER_CAP_GRACE_MS);
      connection.once('close', () => clearTimeout(closing));
    }
    this.budgets.set(connection, { tokens: this.limits.eventsPerSecond, filledAt: performance.now() });
    // Before socket.io reads a packet ('data'): what a connection asks is paid for first, and one
    // that finds its budget spent closes the connection before socket.io reads it or anything after.
    connection.on('packet', (packet: { type: string }) => {
      if (packet.type === 'message' && this.charge(connection, 1) < 0) this.cutOff(connection);
    });
    // A refused join is a CONNECT_ERROR packet (type 4) the server is about to send: it goes out
    // first (engine.io closes once its buffer drained), then the connection closes.
    connection.on('packetCreate', (packet: { type: string; data?: unknown }) => {
      const refused =
        packet.type === 'message' && typeof packet.data === 'string' && packet.data.startsWith('4');
      if (refused && this.charge(connection, REFUSED_JOIN_COST) < 0)
        setImmediate(() => this.cutOff(connection));
    });
    connection.once('close', () => {
      const left = (this.perHolder.get(holder.key) ?? 1) - 1;
      if (left > 0) this.perHolder.set(holder.key, left);
      else this.perHolder.delete(holder.key);
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
    const sockets = this.sockets.get(connection) ?? new Set();
    this.sockets.set(connection, sockets.add(socket));
    socket.once('disconnect', () => {
      this.namespaces.set(connection, (this.namespaces.get(connection) ?? 1) - 1);
      sockets.delete(socket);
    });
    next();
  }

  /** Guards every namespace, present and future (game namespaces are created as spectators arrive). */
  guard(namespaces: Iterable<LiveNamespace>, onNew: (listener: (nsp: LiveNamespace) => void) => void): void {
    const guard = (nsp: LiveNamespace) => nsp.use((socket, next) => this.admit(socket, next));
    for (const nsp of namespaces) guard(nsp);
    onNew(guard);
  }

  /** How many connections a holder has open now (for tests): `address:<ip>` or `account:<id>`. */
  connectionsOf(key: string): number {
    return this.perHolder.get(key) ?? 0;
  }

  private holderOf(owner: ConnectionOwner): Holder {
    if (owner.playerId !== null) {
      this.people.seen(owner.address, owner.playerId);
      return { key: `account:${owner.playerId}`, cap: this.limits.connectionsPerAccount };
    }
    const room = this.people.count(owner.address) * this.limits.connectionsPerPerson;
    return { key: `address:${owner.address}`, cap: this.limits.connectionsPerAddress + room };
  }

  /**
   * A token bucket per connection: `eventsPerSecond` tokens, refilled at that rate; answers what is
   * left after `cost` (below zero: spent).
   */
  private charge(connection: Connection, cost: number): number {
    const budget = this.budgets.get(connection);
    if (!budget) return 0;
    const rate = this.limits.eventsPerSecond;
    const now = performance.now();
    budget.tokens = Math.min(rate, budget.tokens + ((now - budget.filledAt) / 1000) * rate) - cost;
    budget.filledAt = now;
    return budget.tokens;
  }

  /**
   * Tells each of the connection's namespaces why (`live:refused`, then 'io server disconnect') and
   * closes it: engine.io reads nothing more from a closing connection, so what it had sent beyond its
   * budget is never read.
   */
  private cutOff(connection: Connection): void {
    if (connection.readyState !== 'open') return;
    const sockets = [...(this.sockets.get(connection) ?? [])];
    for (const socket of sockets) {
      socket.emit('live:refused', { code: 'TOO_MANY_EVENTS', message: LIVE_REFUSALS.TOO_MANY_EVENTS });
      socket.disconnect();
    }
    connection.close();
  }
}

function refusal(code: LiveRefusalCode): ExtendedError & { data: { code: LiveRefusalCode } } {
  return Object.assign(new Error(LIVE_REFUSALS[code]), { data: { code } });
}
