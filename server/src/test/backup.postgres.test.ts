/** The PostgreSQL half of the backup tests (runs when TEST_DATABASE_URL is set). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gamesSummary, script, seedClub } from './backup-support.ts';
import { createTestDatabase } from './database.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-backup-pg-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('backup and restore on PostgreSQL', () => {
  it('round-trips PostgreSQL through pg_dump and pg_restore', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    try {
      const before = await seedClub(source);
      const file = join(temp, 'club.dump');
      await script('backup.mjs', [file], { DATABASE_URL: source.url ?? '' });
      await script('restore.mjs', [file], { DATABASE_URL: target.url ?? '' });
      expect(await gamesSummary(target)).toBe(before);
    } finally {
      await source.close();
      await target.close();
    }
  });
});
