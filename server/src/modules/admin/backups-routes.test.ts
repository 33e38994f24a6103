import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { listBackups } from '../../backups/backup-files.ts';
import { loadConfig } from '../../config.ts';
import { createDatabaseOnDisk } from '../../test/backup-support.ts';
import type { TestDatabase } from '../../test/database.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

describe('admin backups API', () => {
  const backupDir = mkdtempSync(join(tmpdir(), 'mahjong-admin-backups-'));
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: TestPlayer;
  let player: TestPlayer;
  beforeAll(async () => {
    database = await createDatabaseOnDisk(join(backupDir, '..', `${basename(backupDir)}-data`));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      CLIENT_DIST: '/nonexistent',
      BACKUP_DIR: backupDir,
      BACKUP_INTERVAL: '6h',
      BACKUP_KEEP: '1',
      DATABASE_URL: database.url ?? '',
    });
    app = await buildApp({ config, database, writeRateLimit: false });
    admin = await createTestPlayer(app.db, { admin: true });
    player = await createTestPlayer(app.db);
  });
  afterAll(async () => {
    await app.close();
    rmSync(backupDir, { recursive: true, force: true });
    rmSync(`${backupDir}-data`, { recursive: true, force: true });
  });

  describe.each([
    ['GET', '/api/admin/backups'],
    ['POST', '/api/admin/backups'],
    ['GET', '/api/admin/backups/latest'],
  ] as const)('%s %s', (method, url) => {
    it('is for admins only: 401 for a visitor, 403 for a player, and no backup is written', async () => {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: player.headers })).statusCode).toBe(403);
      expect(listBackups(backupDir)).toEqual([]);
    });
  });

  it('writes backups, keeps the newest BACKUP_KEEP, and hands out the newest', async () => {
    const empty = await app.inject({ method: 'GET', url: '/api/admin/backups', headers: admin.headers });
    expect(empty.json()).toEqual({
      latest: null,
      count: 0,
      database: database.kind,
      schedule: { everyMinutes: 360, keep: 1 },
    });
    const none = await app.inject({
      method: 'GET',
      url: '/api/admin/backups/latest',
      headers: admin.headers,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('NO_BACKUP');

    const written = [];
    for (let n = 0; n < 2; n += 1) {
      const answer = await app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin.headers });
      expect(answer.statusCode).toBe(201);
      written.push(answer.json());
    }
    const newest = written[1];
    expect(newest.name).toMatch(database.kind === 'pglite' ? /^mahjong-.*\.tar\.gz$/ : /^mahjong-.*\.dump$/);
    expect(listBackups(backupDir).map((backup) => backup.name)).toEqual([newest.name]);
    expect(written[0].name < newest.name).toBe(true);

    const status = await app.inject({ method: 'GET', url: '/api/admin/backups', headers: admin.headers });
    expect(status.json()).toMatchObject({ latest: newest, count: 1 });
    expect(newest.size).toBeGreaterThan(1000);

    const download = await app.inject({
      method: 'GET',
      url: '/api/admin/backups/latest',
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${newest.name}"`);
    expect(download.rawPayload.equals(readFileSync(join(backupDir, newest.name)))).toBe(true);

    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'entityId', 'actorId'])
      .where('entity', '=', 'backup')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['backup.create', 'backup.create', 'backup.download']);
    expect(audit.at(-1)).toEqual({
      action: 'backup.download',
      entityId: newest.name,
      actorId: admin.player.id,
    });
  });
});
