/**
 * One owner of the embedded database: every program that opens DATA_DIR (the server with its
 * migrations, the demo seed, make-admin, backup, restore, check-db) stops at once while another process holds
 * it, says who and what to do, and leaves every byte of the directory as it was.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataDirLock, lockDataDir, type Opener } from '../db/data-dir-lock.ts';
import { type Finished, fingerprint, openTemplateIn, runTypeScript, seedClub } from './backup-support.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-owner-'));
const dataDir = join(temp, 'data');
const backupDir = join(temp, 'backups');
afterAll(() => rmSync(temp, { recursive: true, force: true, maxRetries: 5 }));

beforeAll(async () => {
  const database = await openTemplateIn(dataDir);
  await seedClub(database);
  await database.close();
  // A backup to try restoring over the held directory (written while nobody holds it).
  const written = await runTypeScript('server/src/scripts/backup.ts', {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    BACKUP_DIR: backupDir,
  });
  expect(written.code, written.stderr).toBe(0);
}, 120_000);

const entryPoints = {
  'the server (and its migrations)': ['server/src/server.ts', { PORT: '0', HOST: '127.0.0.1' }],
  'npm run seed:demo': ['server/src/scripts/seed-demo.ts', {}],
  'npm run backup': ['server/src/scripts/backup.ts', { BACKUP_DIR: join(temp, 'refused-backups') }],
  'npm run restore': ['server/src/scripts/restore.ts', {}],
  'npm run check-db': ['server/src/scripts/check-db.ts', {}],
  'npm run make-admin': ['server/src/scripts/make-admin.ts', {}],
} as const;

/** Runs the entry points at once against DATA_DIR while `holder` holds it. */
async function tryEveryEntryPoint(
  holder: Opener,
  names = Object.keys(entryPoints) as Array<keyof typeof entryPoints>,
): Promise<{ results: Record<string, Finished>; before: object; after: object }> {
  const lock: DataDirLock = lockDataDir(dataDir, holder);
  try {
    // Taken while held: the holder's own record in the lock file must survive the refusals too.
    const before = fingerprint(temp);
    const backup = join(backupDir, readdirSync(backupDir)[0]!);
    const runs = names.map(async (name) => {
      const [file, env] = entryPoints[name];
      const args = file.endsWith('restore.ts') ? [backup] : file.endsWith('make-admin.ts') ? ['someone'] : [];
      const result = await runTypeScript(file, { DATA_DIR: dataDir, DATABASE_URL: '', ...env }, args);
      return [name, result] as const;
    });
    const results = Object.fromEntries(await Promise.all(runs));
    return { results, before, after: fingerprint(temp) };
  } finally {
    lock.release();
  }
}

describe('one owner of the embedded database', () => {
  // Five programs start at once (each loads the server's code): generous on a busy machine.
  it('every entry point refuses while the server holds DATA_DIR, changing nothing', {
    timeout: 180_000,
  }, async () => {
    const { results, before, after } = await tryEveryEntryPoint('server');
    const pid = process.pid;
    for (const [name, result] of Object.entries(results)) {
      expect(result.code, `${name}: ${result.stdout}${result.stderr}`).toBe(1);
    }
    const said = (name: keyof typeof entryPoints) => results[name]!.stderr.trim();
    expect(said('the server (and its migrations)')).toBe(
      `Not started: the server (pid ${pid}) has ${dataDir} open: stop it first, or give this server a DATA_DIR ` +
        'of its own (servers that share one club need PostgreSQL: set DATABASE_URL)',
    );
    expect(said('npm run seed:demo')).toMatch(`the server (pid ${pid}) has ${dataDir} open: stop it first`);
    expect(said('npm run make-admin')).toContain(
      `the server (pid ${pid}) has ${dataDir} open: stop it first, then run \`npm run make-admin\` again`,
    );
    expect(said('npm run restore')).toBe(
      `the server (pid ${pid}) has ${dataDir} open: stop it first: a restore never replaces a database in use`,
    );
    // backup and check-db ask a running server; this holder has no control channel to answer.
    for (const name of ['npm run backup', 'npm run check-db'] as const) {
      expect(said(name)).toMatch(`The server (pid ${pid}) has ${dataDir} open, but it has no control token`);
    }
    expect(after).toEqual(before);
    expect(Object.keys(before)).toContain('data/owner.lock');
  });

  it('backup, which would ask a running server, refuses while a script holds DATA_DIR', {
    timeout: 120_000,
  }, async () => {
    const { results, before, after } = await tryEveryEntryPoint('seed:demo', ['npm run backup']);
    expect(results['npm run backup']).toMatchObject({
      code: 1,
      stderr: `\`npm run seed:demo\` (pid ${process.pid}) has ${dataDir} open: wait for it to finish, then try again\n`,
    });
    expect(after).toEqual(before);
    expect(Object.keys(before)).toContain('data/owner.lock');
  });
});
