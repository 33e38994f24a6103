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

/**
 * Another process opens one connection and writes `packets` to it as raw socket.io packets (what a
 * script, not our client, can send), then waits for the server to close it. Apart, so that writing
 * the flood does not hold up the test's own timing. Resolves with the refusals it was sent.
 */
export async function floodFromAnotherProcess(
  url: string,
  packets: string[],
  /** Called once the connection is open, as the flood is about to be written. */
  onOpen: () => void,
): Promise<string[]> {
  const script = `
    import { Manager } from 'socket.io-client';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const packets = JSON.parse(input);
    const manager = new Manager(${JSON.stringify(url)}, { transports: ['websocket'], reconnection: false, autoConnect: false });
    manager.open((error) => {
      if (error) { console.error(error.message); process.exit(2); }
      const refusals = [];
      manager.engine.on('message', (data) => { if (String(data).startsWith('4')) refusals.push(data); });
      manager.engine.once('close', () => { console.log(JSON.stringify(refusals)); process.exit(0); });
      console.log('open');
      for (const packet of packets) manager.engine.write(packet);
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(packets));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const opened = !output.includes('open\n');
    output += chunk.toString();
    if (opened && output.includes('open\n')) onOpen();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the flooding process exited with ${code}`);
  return JSON.parse(output.slice(output.indexOf('open\n') + 5)) as string[];
}
