/** The PostgreSQL half of the backup tests (runs when TEST_DATABASE_URL is set). */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../db/connect.ts';
import { gamesSummary, script, seedClub } from './backup-support.ts';
import { createTestDatabase } from './database.ts';
import { adminUrl, databaseUrl } from './postgres-url.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-backup-pg-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('backup and restore on PostgreSQL', { timeout: 120_000 }, () => {
  it('round-trips PostgreSQL through pg_dump and pg_restore, and never restores over a database in use', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const source = await createTestDatabase();
    const admin = connectPostgres(adminUrl(base), 1);
    const name = `mahjong_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    try {
      const before = await seedClub(source);
      const file = join(temp, 'club.dump');
      await script('backup.mjs', [file], { DATABASE_URL: source.url ?? '' });
      // The source is open (its pool): a restore there would pull the club from under a server.
      await expect(script('restore.mjs', [file], { DATABASE_URL: source.url ?? '' })).rejects.toThrow(
        /other connection\(s\) to the database .*mahjong-club.*a restore never replaces a database in use/s,
      );
      expect(await gamesSummary(source)).toBe(before);

      await admin.pool!.query(`create database ${name}`);
      await script('restore.mjs', [file], { DATABASE_URL: databaseUrl(base, name) });
      const target = connectPostgres(databaseUrl(base, name), 1);
      try {
        expect(await gamesSummary(target)).toBe(before);
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
      await admin.pool!.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  });
});
