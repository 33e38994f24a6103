/** `npm run backup` / `npm run restore` really round-trip a club: every game is there after a restore. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dateParsers, openPglite, wrapPglite } from '../db/connect.ts';
import { gamesSummary, script, seedClub } from './backup-support.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-backup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('backup and restore', () => {
  it('round-trips the embedded database through a tar.gz', async () => {
    const source = join(temp, 'source');
    // The migrated template of the test run, as a data dir: initdb of a new one costs seconds.
    mkdirSync(source);
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const pglite = await PGlite.create(join(source, 'pglite'), {
      loadDataDir: template,
      parsers: dateParsers,
    });
    const database = wrapPglite(pglite);
    const before = await seedClub(database);
    await database.close();

    const file = join(temp, 'club.tar.gz');
    await script('backup.mjs', [file], { DATA_DIR: source, DATABASE_URL: '' });
    const target = join(temp, 'restored');
    await script('restore.mjs', [file], { DATA_DIR: target, DATABASE_URL: '' });
    // A second restore onto a live data dir is refused rather than merged.
    await expect(script('restore.mjs', [file], { DATA_DIR: target, DATABASE_URL: '' })).rejects.toThrow();

    const restored = await openPglite(target);
    try {
      expect(await gamesSummary(restored)).toBe(before);
      expect(JSON.parse(before)).toHaveLength(3);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
