/**
 * The restore drill, on the embedded database and on PostgreSQL, with real server processes: hands
 * are recorded in a burst, `npm run backup` runs mid-burst while recording goes on, the server is
 * killed (SIGKILL) and started again: every acknowledged hand is there. The backup is restored into
 * a fresh DATA_DIR (a fresh database): the server starts on it and every hand acknowledged before
 * the backup began is there, no game half-stored. `npm run check-db` passes after both.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiClient, registerTable } from './support/api-client.ts';
import { createPostgresCluster, type PostgresCluster } from './support/postgres-cluster.ts';
import { expectConsistentGame, hand } from './support/recorded-hands.ts';
import { type RunningServer, startServer } from './support/server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const npmScript = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [join(root, 'scripts', `${name}.mjs`), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });

/** Hands per game before the next game is started (a riichi game with these hands lasts nine). */
const HANDS_PER_GAME = 7;
const TABLES = 3;
const BACKUP_AFTER = 9;
const KILL_AFTER_BACKUP = 9;
const DURING_BACKUP = 45;

const temp = mkdtempSync(join(tmpdir(), 'mahjong-drill-'));
const servers: RunningServer[] = [];
let cluster: PostgresCluster | undefined;
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  cluster?.destroy();
  rmSync(temp, { recursive: true, force: true });
});

/** Where the club's database is: DATA_DIR for the embedded one, DATABASE_URL for PostgreSQL. */
interface Place {
  env: Record<string, string>;
  dataDir?: string;
}

async function launch(place: Place) {
  const server = await startServer(place.env, place.dataDir ? { dataDir: place.dataDir } : {});
  servers.push(server);
  return server;
}

interface Game {
  id: number;
  client: ApiClient;
  acknowledged: number;
}

async function drill(source: Place, restored: Place, label: string) {
  const first = await launch(source);
  const tables = await Promise.all(
    [...Array(TABLES).keys()].map((t) => registerTable(first.url, `drill${label.slice(0, 2)}${t}`)),
  );
  const games: Game[] = [];
  let acknowledged = 0;
  let atBackupStart: number[] | null = null;
  let atBackupEnd: number[] | null = null;
  let backup: Promise<string> | undefined;
  let killed: Promise<unknown> | undefined;
  const file = join(temp, `${label}.backup`);
  const startedBackup = () => {
    atBackupStart = games.map((game) => game.acknowledged);
    const started = Date.now();
    backup = npmScript('backup', [file], source.env).then(({ stdout }) => {
      atBackupEnd = games.map((game) => game.acknowledged);
      return `${stdout.trim()} (${Date.now() - started} ms with the script's start)`;
    });
    // A failed backup ends the burst (and the test, once awaited below).
    backup.catch(() => {
      killed ??= first.kill('SIGKILL');
    });
  };

  // Each table records hand after hand, starting a new game (recorded by the next seat) when one has
  // had its hands. While the backup runs at most DURING_BACKUP hands go in, so the burst stays within
  // the players' write limits however long the backup takes.
  const chains = tables.map(async ({ clients, ids }) => {
    let game: Game | undefined;
    let started = 0;
    while (!killed) {
      if (backup && !atBackupEnd && acknowledged >= BACKUP_AFTER + DURING_BACKUP)
        await backup.catch(() => {});
      try {
        if (!game || game.acknowledged === HANDS_PER_GAME) {
          const recorder = clients[started++ % clients.length]!;
          const created = await recorder.createGame(ids);
          game = { id: created.id, client: recorder, acknowledged: 0 };
          games.push(game);
        }
        const answer = await game.client.request('POST', `/api/games/jp/${game.id}/rounds`, {
          expectedVersion: game.acknowledged,
          ...hand(game.acknowledged),
        });
        if (answer.status !== 200) throw new Error(`hand refused: ${JSON.stringify(answer.body)}`);
      } catch (error) {
        if (killed) return; // the connection died with the server
        throw error;
      }
      game.acknowledged += 1;
      acknowledged += 1;
      if (acknowledged === BACKUP_AFTER) startedBackup();
      if (atBackupEnd && !killed && acknowledged >= sum(atBackupEnd) + KILL_AFTER_BACKUP) {
        killed = first.kill('SIGKILL');
      }
    }
  });
  await Promise.all(chains);
  expect(await killed).toMatchObject({ signal: 'SIGKILL' });
  const backupSaid = await backup!;
  const [beforeBackup, afterBackup] = [atBackupStart!, atBackupEnd!];
  expect(sum(afterBackup)).toBeGreaterThan(sum(beforeBackup));
  expect(acknowledged).toBeGreaterThan(sum(afterBackup));

  // After the crash: every acknowledged hand, and at most one more per game (in flight at the kill).
  const second = await launch(source);
  let [foundAfterCrash, storedAfterCrash] = [0, 0];
  for (const game of games) {
    const { body } = await game.client.at(second.url).request('GET', `/api/games/jp/${game.id}`);
    expect(body.version).toBeGreaterThanOrEqual(game.acknowledged);
    expect(body.version).toBeLessThanOrEqual(game.acknowledged + 1);
    await expectConsistentGame(game.client.at(second.url), game.id, body.version);
    foundAfterCrash += Math.min(body.version, game.acknowledged);
    storedAfterCrash += body.version;
  }
  expect(foundAfterCrash).toBe(acknowledged);
  const checkedAfterCrash = await npmScript('check-db', [], source.env);
  expect(checkedAfterCrash.stdout.trim().endsWith('\nok')).toBe(true);
  await second.stop();

  // The backup in a fresh place: what was acknowledged before it began, whole.
  await npmScript('restore', [file], restored.env);
  const third = await launch(restored);
  let [foundAfterRestore, inTheCopy] = [0, 0];
  for (const [index, game] of games.entries()) {
    const answer = await game.client.at(third.url).request('GET', `/api/games/jp/${game.id}`);
    const before = beforeBackup[index];
    if (answer.status === 200) inTheCopy += answer.body.version;
    if (before === undefined) {
      // Started after the backup began: in the copy or not, but never half there.
      if (answer.status === 200)
        await expectConsistentGame(game.client.at(third.url), game.id, answer.body.version);
      else expect(answer.status).toBe(404);
      continue;
    }
    expect(answer.status).toBe(200);
    expect(answer.body.version).toBeGreaterThanOrEqual(before);
    expect(answer.body.version).toBeLessThanOrEqual((afterBackup[index] ?? 0) + 1);
    await expectConsistentGame(game.client.at(third.url), game.id, answer.body.version);
    foundAfterRestore += Math.min(answer.body.version, before);
  }
  expect(foundAfterRestore).toBe(sum(beforeBackup));
  const checkedRestore = await npmScript('check-db', [], restored.env);
  expect(checkedRestore.stdout.trim().endsWith('\nok')).toBe(true);
  await third.stop();

  console.info(
    `restore drill (${label}): ${acknowledged} hands acknowledged in ${games.length} games; after SIGKILL and ` +
      `restart ${foundAfterCrash} of them found (${storedAfterCrash - foundAfterCrash} more stored without an ` +
      `answer); backup begun after ${sum(beforeBackup)} acknowledged and ended after ${sum(afterBackup)}: after ` +
      `the restore ${foundAfterRestore} of those ${sum(beforeBackup)} found, ${inTheCopy} hands in the copy in ` +
      `all, every game whole; check-db ok both times. ${backupSaid}`,
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('restore drill', () => {
  it('embedded database: nothing acknowledged is lost to a crash or a restore', async () => {
    const [dataDir, restoredDir] = [join(temp, 'data'), join(temp, 'restored')];
    await drill(
      { env: { DATA_DIR: dataDir }, dataDir },
      { env: { DATA_DIR: restoredDir }, dataDir: restoredDir },
      'embedded',
    );
  }, 240_000);

  it('PostgreSQL: nothing acknowledged is lost to a crash or a restore', async () => {
    cluster = await createPostgresCluster();
    const restoredUrl = await cluster.createDatabase('restored');
    await drill({ env: { DATABASE_URL: cluster.url } }, { env: { DATABASE_URL: restoredUrl } }, 'postgres');
  }, 240_000);
});
