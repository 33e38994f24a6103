/**
 * The real server (server.ts) in a process of its own on an embedded database in `dataDir`, listening
 * on a free port: for tests of what the process does at start-up and when told to stop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SpawnedServer {
  child: ChildProcess;
  /** Once it listens: its address. */
  url: Promise<string>;
  /** Resolves with its exit code. */
  exited: Promise<number | null>;
  /** Everything it has logged so far (JSON lines). */
  log(): string;
}

export function spawnServer(dataDir: string, env: Record<string, string> = {}): SpawnedServer {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../server.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        CLIENT_DIST: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
  return { child, url, exited, log: () => output };
}
