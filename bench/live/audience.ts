/**
 * The spectators: N socket.io clients spread over the games' namespaces, each recording when every
 * `round:added` reaches it. Clients live in the benchmark's own process (see README.md).
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

/** What identifies one broadcast: the game and the version it brings. */
export const broadcastKey = (gameId: number, version: number) => `${gameId}:${version}`;

interface RoundAddedLike {
  gameId: number;
  version: number;
}

export class Audience {
  private readonly sockets: Socket[] = [];
  /** Arrival times (performance.now()) of each broadcast, one per spectator that received it. */
  private readonly arrivals = new Map<string, number[]>();
  private readonly waiters = new Map<string, { count: number; resolve: () => void }>();
  /** Spectators per namespace, in the order given to connect(). */
  readonly sizes: number[] = [];
  /** One payload as a spectator received it (to size the bare broadcast alike). */
  sample: unknown = null;

  /**
   * Connects `total` spectators spread evenly over `namespaces` (`base` + namespace), `concurrency` at a
   * time, each counted as ready once it received `readyEvent`.
   */
  async connect(base: string, namespaces: string[], total: number, readyEvent: string, concurrency = 50) {
    for (const [index] of namespaces.entries()) {
      this.sizes.push(Math.floor(total / namespaces.length) + (index < total % namespaces.length ? 1 : 0));
    }
    const plan = namespaces.flatMap((namespace, index) =>
      Array.from({ length: this.sizes[index] ?? 0 }, () => namespace),
    );
    for (let start = 0; start < plan.length; start += concurrency) {
      await Promise.all(
        plan.slice(start, start + concurrency).map((ns) => this.join(`${base}${ns}`, readyEvent)),
      );
    }
  }

  private join(url: string, readyEvent: string): Promise<void> {
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    this.sockets.push(socket);
    socket.on('round:added', (payload: RoundAddedLike) => {
      const at = performance.now();
      this.sample ??= payload;
      this.arrive(broadcastKey(payload.gameId, payload.version), at);
    });
    return new Promise((resolve, reject) => {
      socket.once(readyEvent, () => resolve());
      socket.once('connect_error', reject);
    });
  }

  private arrive(key: string, at: number) {
    const list = this.arrivals.get(key) ?? [];
    list.push(at);
    this.arrivals.set(key, list);
    const waiter = this.waiters.get(key);
    if (waiter && list.length >= waiter.count) {
      this.waiters.delete(key);
      waiter.resolve();
    }
  }

  /** Resolves when `count` spectators received the broadcast, or after `timeoutMs` (then some are lost). */
  until(key: string, count: number, timeoutMs: number): Promise<void> {
    if ((this.arrivals.get(key)?.length ?? 0) >= count) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(key);
        resolve();
      }, timeoutMs);
      this.waiters.set(key, {
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  arrivalsOf(key: string): number[] {
    return this.arrivals.get(key) ?? [];
  }

  close() {
    for (const socket of this.sockets) socket.disconnect();
    this.sockets.length = 0;
  }
}
