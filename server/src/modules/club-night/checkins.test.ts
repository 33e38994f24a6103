import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { HOUR, testClock } from '../../test/club-night.ts';
import { createTestPlayer } from '../../test/players.ts';

describe('check-in', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const checkIn = (headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/checkins', headers, payload });
  const checkOut = (headers: Record<string, string>, playerId: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/checkins/${playerId}`, headers });
  const hereTonight = async () => (await t.app.inject({ url: '/api/checkins' })).json();

  it('checks a member in and out, and lists who is here tonight with when their check-in lapses', async () => {
    const clock = testClock(new Date('2026-11-24T18:30:00.000Z'));
    t = await createTestApp({}, { clubNight: { clock: clock.now } });
    const ann = await createTestPlayer(t.app.db, { username: 'ann' });
    const bob = await createTestPlayer(t.app.db, { username: 'bob' });

    const response = await checkIn(ann.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      playerId: ann.player.id,
      username: 'ann',
      checkedInAt: '2026-11-24T18:30:00.000Z',
      expiresAt: '2026-11-25T02:30:00.000Z',
    });
    clock.advance(HOUR);
    expect((await checkIn(bob.headers, {})).statusCode).toBe(201);
    expect((await hereTonight()).map((c: { username: string }) => c.username)).toEqual(['ann', 'bob']);

    expect((await checkOut(ann.headers, ann.player.id)).statusCode).toBe(204);
    expect((await hereTonight()).map((c: { username: string }) => c.username)).toEqual(['bob']);
    // Checking out again changes nothing and is not an error (a second tap on the button).
    expect((await checkOut(ann.headers, ann.player.id)).statusCode).toBe(204);
  });

  it('lets an admin check anyone in and out, and nobody else', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const ann = await createTestPlayer(t.app.db);
    const bob = await createTestPlayer(t.app.db);

    const byAdmin = await checkIn(admin.headers, { playerId: ann.player.id });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().playerId).toBe(ann.player.id);

    const byBob = await checkIn(bob.headers, { playerId: ann.player.id });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().error.message).toMatch(/only an admin can check someone else in/i);
    const outByBob = await checkOut(bob.headers, ann.player.id);
    expect(outByBob.statusCode).toBe(403);
    expect(outByBob.json().error.message).toMatch(/only an admin can check someone else out/i);

    expect((await checkIn({}, {})).statusCode).toBe(401);
    expect((await checkOut({}, ann.player.id)).statusCode).toBe(401);
    expect((await hereTonight()).map((c: { playerId: number }) => c.playerId)).toEqual([ann.player.id]);

    expect((await checkOut(admin.headers, ann.player.id)).statusCode).toBe(204);
    expect(await hereTonight()).toEqual([]);
  });

  it('refuses names that are not players, in words', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const unknown = await checkIn(admin.headers, { playerId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('playerId: there is no player with id 999999');
    const notAnId = await checkIn(admin.headers, { playerId: 'ann' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error.message).toMatch(/playerId must be a player id/);
    expect((await checkOut(admin.headers, 0)).statusCode).toBe(400);
  });

  it('lets a check-in lapse after CHECKIN_HOURS, and renews it when the player checks in again', async () => {
    const clock = testClock();
    t = await createTestApp({ CHECKIN_HOURS: '3' }, { clubNight: { clock: clock.now } });
    const ann = await createTestPlayer(t.app.db);
    const bob = await createTestPlayer(t.app.db);
    await checkIn(ann.headers);
    clock.advance(2 * HOUR);
    await checkIn(bob.headers);

    clock.advance(HOUR - 1);
    expect((await hereTonight()).length).toBe(2);
    clock.advance(1);
    expect((await hereTonight()).map((c: { playerId: number }) => c.playerId)).toEqual([bob.player.id]);

    await checkIn(ann.headers);
    clock.advance(2 * HOUR);
    expect((await hereTonight()).map((c: { playerId: number }) => c.playerId)).toEqual([ann.player.id]);
  });

  it('writes who checked whom in and out to the audit log, and nothing for a check-out that changed nothing', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const ann = await createTestPlayer(t.app.db, { username: 'ann' });
    const auditLog = async () =>
      (await t.app.inject({ url: '/api/admin/audit', headers: admin.headers })).json().items as Array<{
        actorId: number;
        action: string;
        entityId: string;
        names: Record<string, string>;
      }>;

    expect((await checkIn(ann.headers)).statusCode).toBe(201);
    expect((await checkOut(admin.headers, ann.player.id)).statusCode).toBe(204);
    expect((await checkOut(admin.headers, ann.player.id)).statusCode).toBe(204);
    expect((await checkOut(ann.headers, ann.player.id)).statusCode).toBe(204);

    const entries = (await auditLog()).filter((entry) => entry.action.startsWith('player.check'));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.player.id,
        action: 'player.check-out',
        entityId: String(ann.player.id),
      }),
      expect.objectContaining({
        actorId: ann.player.id,
        action: 'player.check-in',
        entityId: String(ann.player.id),
      }),
    ]);
  });
});
