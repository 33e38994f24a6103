import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestPlayer } from '../../test/players.ts';
import { promoteConfiguredAdmins } from './players-service.ts';

describe('ADMIN_USERNAMES at start-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const isAdmin = async (id: number) =>
    (await t.app.db.selectFrom('players').select('admin').where('id', '=', id).executeTakeFirstOrThrow())
      .admin;

  it('grants admin to the listed accounts whatever their case, once, with an audit entry each', async () => {
    const founder = await createTestPlayer(t.app.db, { username: 'Founder_X1' });
    const bystander = await createTestPlayer(t.app.db, { username: 'bystander_x1' });
    expect(await promoteConfiguredAdmins(t.app.db, ['founder_x1', 'not-registered-yet'])).toEqual([
      'Founder_X1',
    ]);
    expect(await isAdmin(founder.player.id)).toBe(true);
    expect(await isAdmin(bystander.player.id)).toBe(false);
    // A restart changes nothing more.
    expect(await promoteConfiguredAdmins(t.app.db, ['founder_x1'])).toEqual([]);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', String(founder.player.id))
      .execute();
    expect(audit).toMatchObject([{ actorId: null, action: 'player.promote', after: { admin: true } }]);
  });

  it('does nothing for an empty list', async () => {
    expect(await promoteConfiguredAdmins(t.app.db, [])).toEqual([]);
  });
});
