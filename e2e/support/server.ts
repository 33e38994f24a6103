import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** How the server process ended. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartOptions {
  /**
   * Use this DATA_DIR (created by the caller) instead of a fresh temporary one. The caller owns it:
   * `stop()` leaves it in place, so a second server can start on what the first one left (fault tests).
   */
  dataDir?: string;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Every line the server logged, for tests that read the mailer's output. */
  logs: string[];
  /** Settles once the process has exited, however it ended. */
  exited: Promise<ServerExit>;
  /** Sends `signal` (SIGTERM to drain, SIGKILL to crash) and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<ServerExit>;
  stop(): Promise<void>;
}

/** Starts the real server on a free port with a temporary DATA_DIR (embedded database), as `npm start` would. */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mahjong-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Backups stay with the test's data, never in the repository's ./backups.
      BACKUP_DIR: join(dataDir, 'backups'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const logs: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        logs.push(line);
        // The server's own errors (a 500's cause) show in the test output, where a failure is read.
        if (/"level":(50|60)/.test(line)) console.error(`server error: ${line}`);
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match?.[1]) resolve(match[1]);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${logs.join('\n')}`)));
  });
  const removeDataDir = options.dataDir === undefined;
  return {
    url,
    dataDir,
    logs,
    exited,
    kill: (signal) => killChild(child, exited, signal),
    stop: async () => {
      await killChild(child, exited, 'SIGTERM');
      if (removeDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function killChild(child: ChildProcess, exited: Promise<ServerExit>, signal: NodeJS.Signals) {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  return exited;
}
