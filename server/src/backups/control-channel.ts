/**
 * How `npm run backup` and `npm run check-db` ask the server that owns the embedded database: HTTP
 * over a Unix socket in DATA_DIR/control (a directory only the server's user may enter), with a
 * token the server writes there at start-up (mode 0600) and checks on every request. Nothing of it
 * is reachable over the network, and nobody who cannot read DATA_DIR can use it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IntegrityReport } from '../db/integrity-check.ts';

export interface ControlPaths {
  dir: string;
  socket: string;
  token: string;
}

/** Where the channel lives for DATA_DIR; a socket path too long for the OS moves to the temp dir. */
export function controlPaths(dataDir: string): ControlPaths {
  const dir = join(resolve(dataDir), 'control');
  const hash = createHash('sha256').update(dir).digest('hex').slice(0, 16);
  let socket = join(dir, 'server.sock');
  if (process.platform === 'win32') socket = `\\\\.\\pipe\\mahjong-${hash}`;
  else if (Buffer.byteLength(socket) > 100) socket = join(tmpdir(), `mahjong-${hash}.sock`);
  return { dir, socket, token: join(dir, 'token') };
}

export interface ControlHandlers {
  /** Streams the embedded database as a gzipped tarball into the answer. */
  backup(sink: Writable): Promise<void>;
  check(): Promise<IntegrityReport>;
}

export interface ControlChannel {
  close(): Promise<void>;
}

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Opens the channel. Only the owner of DATA_DIR calls this (it holds the directory's lock), so a
 * socket or token left there by a killed server is its own to replace.
 */
export async function openControlChannel(
  dataDir: string,
  handlers: ControlHandlers,
): Promise<ControlChannel> {
  const paths = controlPaths(dataDir);
  mkdirSync(paths.dir, { recursive: true, mode: 0o700 });
  chmodSync(paths.dir, 0o700);
  rmSync(paths.socket, { force: true });
  const token = randomBytes(32).toString('hex');
  writeFileSync(paths.token, token, { mode: 0o600 });
  chmodSync(paths.token, 0o600);

  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (!sameToken(req.headers.authorization, token)) return answer(401, { error: 'wrong or missing token' });
    req.resume();
    const work =
      req.method === 'POST' && req.url === '/backup'
        ? handlers.backup(res.writeHead(200, { 'content-type': 'application/gzip' }))
        : req.method === 'POST' && req.url === '/check'
          ? handlers.check().then((report) => answer(200, report))
          : Promise.resolve(answer(404, { error: `no ${req.method} ${req.url} here` }));
    // Once the tarball has begun, a failure can only cut the answer short: the script then keeps nothing.
    work.catch((error: Error) => {
      if (!res.headersSent) answer(500, { error: error.message });
      else res.destroy(error);
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(paths.socket, () => done());
  });
  if (process.platform !== 'win32') chmodSync(paths.socket, 0o600);
  return {
    close: async () => {
      await new Promise((done) => server.close(done));
      rmSync(paths.socket, { force: true });
      rmSync(paths.token, { force: true });
    },
  };
}

export class ServerDidNotAnswer extends Error {}

function ask(dataDir: string, path: string): Promise<import('node:http').IncomingMessage> {
  const paths = controlPaths(dataDir);
  let token: string;
  try {
    token = readFileSync(paths.token, 'utf8').trim();
  } catch {
    return Promise.reject(new ServerDidNotAnswer(`it has no control token in ${paths.dir}`));
  }
  return new Promise((done, fail) => {
    const outgoing = request(
      { socketPath: paths.socket, path, method: 'POST', headers: { authorization: `Bearer ${token}` } },
      async (response) => {
        if (response.statusCode === 200) return done(response);
        let text = '';
        for await (const chunk of response) text += chunk;
        let message = text;
        try {
          message = (JSON.parse(text) as { error: string }).error;
        } catch {}
        fail(new Error(`the server answered ${response.statusCode}: ${message}`));
      },
    );
    outgoing.on('error', (error) =>
      fail(new ServerDidNotAnswer(`its control socket ${paths.socket} did not answer (${error.message})`)),
    );
    outgoing.end();
  });
}

/** Asks the server owning DATA_DIR for a snapshot and writes it to `file` (a temporary name). */
export async function askServerForBackup(dataDir: string, file: string): Promise<void> {
  const response = await ask(dataDir, '/backup');
  await pipeline(response, createWriteStream(file));
}

export async function askServerToCheck(dataDir: string): Promise<IntegrityReport> {
  const response = await ask(dataDir, '/check');
  let text = '';
  for await (const chunk of response) text += chunk;
  return JSON.parse(text) as IntegrityReport;
}
