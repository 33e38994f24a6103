import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

// biome-ignore lint/suspicious/noExplicitAny: tests read the fields of any event they receive.
type Payload = any;

/** A spectator's socket, recording every event it receives in order. */
export function watch(url: string, namespace: string, options: Partial<ManagerOptions & SocketOptions> = {}) {
  const socket: Socket = connect(`${url}${namespace}`, {
    transports: ['websocket'],
    forceNew: true,
    ...options,
  });
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
  /** The count in the last `game:spectators` received (undefined before the first). */
  const spectators = (): number | undefined =>
    events.filter((event) => event.name === 'game:spectators').at(-1)?.payload.count;
  return { socket, events, received, spectators };
}

export type Watcher = ReturnType<typeof watch>;

/** The refusal a socket gets instead of connecting. */
export function refusal(socket: Socket): Promise<Error & { data?: { code: string } }> {
  return new Promise((resolve) => socket.once('connect_error', resolve));
}

/** Resolves once the socket has connected to its namespace. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/**
 * The app in a child process on the same PostgreSQL database (spawned-instance.ts), so that a test
 * can kill it as an instance dies: without a word to the others.
 */
export async function spawnInstance(databaseUrl: string, timing: object) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./spawned-instance.ts', import.meta.url))],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, LIVE_TIMING: JSON.stringify(timing) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before listening`)));
  });
  return {
    url,
    /** SIGKILL: no goodbye, no disconnects sent; resolves once the process is gone. */
    kill: () => {
      child.kill('SIGKILL');
      return exited;
    },
  };
}
