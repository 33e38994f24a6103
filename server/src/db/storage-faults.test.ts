/**
 * A full disk told by the database (PostgreSQL's own server, or the embedded one): the server turns
 * read-only — reads go on, changes answer 503 with words to act on, health says why — and takes
 * changes again by itself once a write goes through.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestGame, draw, postRound } from '../test/games.ts';
import { StorageFaultError, storageFaultOf } from './storage-faults.ts';

describe('a full disk told by the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('turns the server read-only until a write goes through again', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    // What a statement meets when the database cannot extend a file.
    const full = sql`do $$ begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`;
    await expect(full.execute(t.app.db)).rejects.toBeInstanceOf(StorageFaultError);
    expect(t.app.storage.state).toBe('read-only');

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'read-only', reason: 'DISK_FULL' });
    const change = await postRound(t, game, recorder.headers, 0, draw([0]));
    expect(change.statusCode).toBe(503);
    expect(change.json().error.code).toBe('DISK_FULL');
    expect(change.headers['retry-after']).toBe('30');
    const read = await t.app.inject({ url: `/api/games/jp/${game.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().rounds).toEqual([]);

    // The disk has room (it never lacked it here): the next try stores again.
    expect(await t.app.storage.recover()).toBe(true);
    await vi.waitFor(async () => expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200));
    expect((await postRound(t, game, recorder.headers, 0, draw([0]))).statusCode).toBe(200);
  });
});

describe('which database errors are storage faults', () => {
  const error = (code: string, severity = 'ERROR') => Object.assign(new Error(code), { code, severity });
  it('tells a full disk, a failing one and a stopped embedded database from ordinary refusals', () => {
    expect(storageFaultOf(error('53100'), false)).toBe('DISK_FULL');
    expect(storageFaultOf(error('58030'), true)).toBe('DISK_ERROR');
    expect(storageFaultOf(error('XX000', 'PANIC'), true)).toBe('DATABASE_STOPPED');
    // PostgreSQL's own server restarts by itself: its PANIC is a dropped connection, not a stop.
    expect(storageFaultOf(error('XX000', 'PANIC'), false)).toBeNull();
    expect(storageFaultOf(error('23505'), true)).toBeNull();
    expect(storageFaultOf(error('40001'), false)).toBeNull();
    // A bug in the server (no severity) is not the database stopping.
    expect(storageFaultOf(new TypeError('x is undefined'), true)).toBeNull();
  });
});
