/** `npm run make-admin -- <username>` run as the operator runs it: a process of its own on DATA_DIR. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dateParsers, wrapPglite } from '../db/connect.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mahjong-make-admin-'));
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const pglite = await PGlite.create(join(dataDir, 'pglite'), {
    loadDataDir: template,
    parsers: dateParsers,
  });
  const database = wrapPglite(pglite);
  await database.db.insertInto('players').values({ username: 'Chair_M', passwordHash: 'x' }).execute();
  await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The script with only DATA_DIR set (no DATABASE_URL): exit code and what it printed. */
async function makeAdmin(...args: string[]) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir };
  try {
    const { stdout, stderr } = await run(
      join(root, 'node_modules/.bin/tsx'),
      ['server/src/scripts/make-admin.ts', ...args],
      { cwd: root, env },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function adminFlag(username: string) {
  const database = wrapPglite(await PGlite.create(join(dataDir, 'pglite'), { parsers: dateParsers }));
  try {
    const row = await database.db
      .selectFrom('players')
      .select('admin')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.admin;
  } finally {
    await database.close();
  }
}

// Each case starts a process of its own (tsx, then the embedded database from its files): on a busy
// two-core machine that alone can take most of a minute. The bound only stops a case that never ends.
describe('npm run make-admin', { timeout: 120_000 }, () => {
  it('makes the named account admin (any case), and says so', async () => {
    expect(await makeAdmin('chair_m')).toEqual({ code: 0, output: 'Chair_M is now an admin.\n' });
    expect(await adminFlag('Chair_M')).toBe(true);
  });

  it('says when there is no such account', async () => {
    const result = await makeAdmin('nobody_m');
    expect(result.code).toBe(1);
    expect(result.output).toContain('There is no account named nobody_m');
  });

  it('shows how to call it without a username', async () => {
    expect(await makeAdmin()).toEqual({ code: 2, output: 'Usage: npm run make-admin -- <username>\n' });
  });
});
