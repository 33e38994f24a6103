/**
 * bench/backup — backup time and size for the demo club and a big club, on the embedded database
 * (with no server, and from a running server) and on PostgreSQL, and the running embedded server's
 * memory at idle before and after a backup (see README.md). `npm run bench -- backup`.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connectPostgres, type DatabaseHandle, openPglite } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { databaseUrl } from '../../server/src/test/postgres-url.ts';
import { seedClub } from '../stats/seed.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
/** How long the server is left alone before its memory is read "at idle". */
const IDLE_MS = 5_000;

const temp = mkdtempSync(join(tmpdir(), 'mahjong-bench-backup-'));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [join(root, 'scripts', `${name}.mjs`), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    maxBuffer: 16 * 1024 * 1024,
  });

function directoryBytes(path: string): number {
  const entry = statSync(path);
  if (!entry.isDirectory()) return entry.size;
  return readdirSync(path).reduce((total, name) => total + directoryBytes(join(path, name)), 0);
}

/** Resident memory of a process, from /proc (Linux). */
function rss(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) * 1024;
}

/**
 * Asks the server's health route one request after another until `stop` settles; resolves with the
 * slowest answer, which is how long the club waited at worst while a backup was taken.
 */
async function slowestAnswer(url: string, stop: Promise<unknown>): Promise<number> {
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    await fetch(`${url}/api/health`).then((response) => response.arrayBuffer());
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (listening?.[1] && seen.includes('mahjong club is ready')) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  child.stdout!.resume();
  return { child, url };
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));

interface Club {
  name: string;
  /** Fills the embedded database in dataDir, or PostgreSQL at url. */
  seedEmbedded(dataDir: string): Promise<void>;
  seedPostgres(url: string): Promise<void>;
}

async function seedBig(database: DatabaseHandle) {
  try {
    await migrateToLatest(database.db);
    await seedClub(database.db, {
      players: 400,
      games: GAMES,
      templates: 200,
      chombos: 100,
      seed: 20_261_124,
    });
  } finally {
    await database.close();
  }
}

const clubs: Club[] = [
  {
    name: 'demo club',
    seedEmbedded: async (dataDir) =>
      void (await run('npm', ['run', 'seed:demo'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      })),
    seedPostgres: async (url) =>
      void (await run('npm', ['run', 'seed:demo'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url },
      })),
  },
  {
    name: `${GAMES.toLocaleString('en')}-game club`,
    seedEmbedded: async (dataDir) => seedBig(await openPglite({ dataDir, opener: 'bench' })),
    seedPostgres: async (url) => seedBig(connectPostgres(url)),
  },
];

const rows: string[][] = [];
const memory: string[][] = [];
const noted = (table: string[][], row: string[]) => {
  table.push(row);
  console.log(`  ${row.join(' · ')}`);
};
try {
  for (const [index, club] of clubs.entries()) {
    // Embedded: the club's DATA_DIR, backed up with no server, then from a running server.
    const dataDir = join(temp, `club${index}`);
    const [, seedMs] = await timed(() => club.seedEmbedded(dataDir));
    const stored = directoryBytes(join(dataDir, 'pglite'));
    console.log(`${club.name}: seeded in ${seconds(seedMs)}, ${mb(stored)} on disk (embedded)`);

    const [, floorMs] = await timed(() =>
      run('tar', ['czf', join(temp, 'floor.tar.gz'), '-C', dataDir, 'pglite']),
    );
    const floorBytes = statSync(join(temp, 'floor.tar.gz')).size;
    noted(rows, [
      club.name,
      'embedded: tar czf of DATA_DIR (floor)',
      mb(stored),
      mb(floorBytes),
      seconds(floorMs),
      '—',
    ]);

    const alone = join(temp, `alone${index}.tar.gz`);
    const [aloneRun, aloneMs] = await timed(() => script('backup', [alone], { DATA_DIR: dataDir }));
    noted(rows, [
      club.name,
      'embedded: npm run backup, no server',
      mb(stored),
      mb(statSync(alone).size),
      aloneRun.stdout.match(/in ([\d.]+ s)/)?.[1] ?? '?',
      seconds(aloneMs),
    ]);

    const { child: server, url } = await startServer(dataDir);
    await idle();
    const before = rss(server.pid!);
    // Forget the peak of the server's start (PGlite's), so the peak read below is the backup's.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const viaServer = join(temp, `server${index}.tar.gz`);
    const backingUp = timed(() => script('backup', [viaServer], { DATA_DIR: dataDir }));
    const slowest = await slowestAnswer(url, backingUp);
    const [serverRun, serverMs] = await backingUp;
    const justAfter = rss(server.pid!);
    await idle();
    const after = rss(server.pid!);
    const peak = rss(server.pid!, 'VmHWM');
    await stopServer(server);
    noted(rows, [
      club.name,
      'embedded: npm run backup, server running',
      mb(stored),
      mb(statSync(viaServer).size),
      serverRun.stdout.match(/in ([\d.]+ s)/)?.[1] ?? '?',
      seconds(serverMs),
    ]);
    noted(memory, [club.name, mb(before), mb(justAfter), mb(after), mb(peak), `${slowest.toFixed(0)} ms`]);

    // PostgreSQL: a database of its own, pg_dump through the script and alone.
    const name = `mahjong_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = connectPostgres(BASE_URL, 1);
    await admin.pool!.query(`create database ${name}`);
    try {
      const url = databaseUrl(BASE_URL, name);
      await club.seedPostgres(url);
      const { rows: size } = await admin.pool!.query<{ bytes: number }>(
        `select pg_database_size('${name}')::int8 as bytes`,
      );
      const onDisk = mb(Number(size[0]?.bytes));
      const [, dumpMs] = await timed(() =>
        run('pg_dump', ['--format=custom', '--file', join(temp, 'floor.dump'), url]),
      );
      noted(rows, [
        club.name,
        'PostgreSQL: pg_dump alone (floor)',
        onDisk,
        mb(statSync(join(temp, 'floor.dump')).size),
        seconds(dumpMs),
        '—',
      ]);
      const dump = join(temp, `pg${index}.dump`);
      const [pgRun, pgMs] = await timed(() => script('backup', [dump], { DATABASE_URL: url }));
      noted(rows, [
        club.name,
        'PostgreSQL: npm run backup',
        onDisk,
        mb(statSync(dump).size),
        pgRun.stdout.match(/in ([\d.]+ s)/)?.[1] ?? '?',
        seconds(pgMs),
      ]);
    } finally {
      await admin.pool!.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

function printTable(header: string[], body: string[][]) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of body) console.log(line(row));
}

console.log();
printTable(['club', 'backup', 'database', 'backup file', 'backup time', 'with script start'], rows);
console.log();
printTable(
  [
    'embedded server',
    'RSS idle before',
    'RSS just after',
    `RSS idle ${IDLE_MS / 1000} s after`,
    'peak RSS during it',
    'slowest /api/health during the backup',
  ],
  memory,
);
