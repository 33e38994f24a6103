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
import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { shownPath } from '../db/data-dir-lock.ts';
import type { IntegrityReport } from '../db/integrity-check.ts';
import { storageFaultOf } from '../db/storage-faults.ts';

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

/** The trailer a backup's answer ends with when the snapshot failed after its first bytes went out. */
const FAILED_TRAILER = 'x-backup-failed';

/** Why the server could not make a snapshot, in words for whoever ran `npm run backup`. */
function snapshotFailure(error: Error, dataDir: string): string {
  // A copy that found no room (ENOSPC), or the checkpoint before it: the database's own disk_full, or
  // a PANIC over a file it could not write (its replication origins), which stops it until there is room.
  const { code } = error as { code?: unknown };
  const full =
    code === 'ENOSPC' ||
    storageFaultOf(error, true) === 'DISK_FULL' ||
    /no space left on device/i.test(error.message);
  if (full) {
    return (
      `the disk of DATA_DIR (${shownPath(dataDir)}) is full: there is no room on it for the copy a backup is made ` +
      'from. Free some space on that disk, then run `npm run backup` again'
    );
  }
  return `it could not copy the database (${error.message}); its log says more`;
}

/**
 * Answers a backup: the status goes out with the first byte of the tarball, so a snapshot that fails
 * before it (a full disk, most often) is answered 500 with the reason; one that fails later ends the
 * answer with the reason in a trailer. Either way the script says why, and keeps nothing.
 */
function answerBackup(
  res: import('node:http').ServerResponse,
  dataDir: string,
  backup: (sink: Writable) => Promise<void>,
  answer: (status: number, body: unknown) => void,
): Promise<void> {
  const sink = new PassThrough();
  sink.on('error', () => {});
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    res.writeHead(200, { 'content-type': 'application/gzip', trailer: FAILED_TRAILER });
    sink.pipe(res);
  };
  sink.once('readable', begin);
  return backup(sink).then(
    () => {
      // A tarball always has bytes; should it have none, the answer still ends.
      if (!begun) begin();
    },
    (error: Error) => {
      const reason = snapshotFailure(error, dataDir);
      if (!begun) {
        sink.off('readable', begin);
        return answer(500, { error: reason });
      }
      sink.unpipe(res);
      res.addTrailers({ [FAILED_TRAILER]: encodeURIComponent(reason) });
      res.end();
    },
  );
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
        ? answerBackup(res, dataDir, handlers.backup, answer)
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

/** The server answered, but could not do what it was asked: the message says why. */
export class ServerRefused extends Error {}

function ask(dataDir: string, path: string, asked: string): Promise<import('node:http').IncomingMessage> {
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
        fail(new ServerRefused(`The server could not ${asked}: ${message}.`));
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
  const response = await ask(dataDir, '/backup', 'make the backup');
  try {
    await pipeline(response, createWriteStream(file));
  } catch (error) {
    // Our own disk failing is ours to say (backup-files.ts); the answer breaking off is the server's.
    if ((error as { code?: unknown }).code === 'ENOSPC' || response.complete) throw error;
    throw new ServerRefused(
      `The server stopped sending the backup midway (${(error as Error).message}): nothing was kept. ` +
        'Its log says why; run `npm run backup` again once it runs.',
    );
  }
  const failed = response.trailers[FAILED_TRAILER];
  if (failed) {
    throw new ServerRefused(
      `The server broke off the backup: ${decodeURIComponent(failed)}. Nothing was kept.`,
    );
  }
}

export async function askServerToCheck(dataDir: string): Promise<IntegrityReport> {
  const response = await ask(dataDir, '/check', 'check the database');
  let text = '';
  for await (const chunk of response) text += chunk;
  return JSON.parse(text) as IntegrityReport;
}
