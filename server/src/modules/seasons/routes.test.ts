import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writes } from '../../db/declared-writes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

describe('seasons', () => {
  let t: TestApp;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/seasons', headers, payload });
  const patch = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/seasons/${id}`, headers: admin.headers, payload });
  const seasonOf = async (gameId: number) =>
    (await t.app.db.selectFrom('games').select('seasonId').where('id', '=', gameId).executeTakeFirstOrThrow())
      .seasonId;

  it('admins create, rename and delete seasons; everyone can list them, newest first', async () => {
    const created = await create({ name: ' Spring 2001 ', startDate: '2001-03-01', endDate: '2001-05-31' });
    expect(created.statusCode).toBe(201);
    const season = created.json();
    expect(season).toEqual({
      id: expect.any(Number),
      name: 'Spring 2001',
      startDate: '2001-03-01',
      endDate: '2001-05-31',
      type: 'ranked',
      league: null,
      rules: { jp: null, hk: null },
    });
    await create({ name: 'Summer 2001', startDate: '2001-06-01', endDate: '2001-08-31' });

    const listed = (await t.app.inject({ url: '/api/seasons' })).json();
    const names = listed.map((s: { name: string }) => s.name);
    expect(names.indexOf('Summer 2001')).toBeLessThan(names.indexOf('Spring 2001'));
    expect((await t.app.inject({ url: '/api/admin/seasons', headers: admin.headers })).json()).toEqual(
      listed,
    );

    const renamed = await patch(season.id, { name: 'Early 2001' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...season, name: 'Early 2001' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/seasons/${season.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await patch(season.id, { name: 'Gone' })).statusCode).toBe(404);
    const actions = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'season')
      .where('entityId', '=', String(season.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['season.create', 'season.update', 'season.delete']);
    expect(actions[1]).toMatchObject({ before: { name: 'Spring 2001' }, after: { name: 'Early 2001' } });
  });

  it('refuses bad dates with 400 and overlapping seasons with 409', async () => {
    const badDate = await create({ name: 'X', startDate: '2002-13-01', endDate: '2002-12-31' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toMatch(/^startDate/);
    const backwards = await create({ name: 'X', startDate: '2002-06-01', endDate: '2002-05-31' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('endDate: endDate must be on or after startDate');

    const first = (
      await create({ name: 'Year 2002', startDate: '2002-01-01', endDate: '2002-12-31' })
    ).json();
    const overlap = await create({ name: 'Late 2002', startDate: '2002-12-31', endDate: '2003-03-01' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toMatchObject({ code: 'SEASON_OVERLAP' });
    expect(overlap.json().error.message).toContain('Year 2002');
    const second = (
      await create({ name: 'Early 2003', startDate: '2003-01-01', endDate: '2003-03-01' })
    ).json();
    expect((await patch(second.id, { startDate: '2002-12-01' })).statusCode).toBe(409);
    expect((await patch(first.id, { endDate: '2001-12-31' })).statusCode).toBe(400);
  });

  it('lets only admins write: 401 for visitors, 403 for players', async () => {
    const player = await createTestPlayer(t.app.db);
    const body = { name: 'Nope', startDate: '2004-01-01', endDate: '2004-02-01' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/seasons', payload: body })).statusCode,
    ).toBe(401);
    expect((await create(body, player.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/seasons', headers: player.headers })).statusCode).toBe(403);
  });

  it('puts games in the season their creation day falls in, and moves them when the dates change', async () => {
    const { game } = await createTestGame(t, 'jp');
    await writes(
      ['games'],
      sql`update games set created_at = '2005-04-10T12:00:00Z' where id = ${game.id}`,
    ).execute(t.app.db);
    const season = (
      await create({ name: 'Spring 2005', startDate: '2005-04-01', endDate: '2005-06-30' })
    ).json();
    expect(await seasonOf(game.id)).toBe(season.id);
    expect(
      (await t.app.inject({ url: `/api/games?season=${season.id}` }))
        .json()
        .items.map((i: { id: number }) => i.id),
    ).toEqual([game.id]);
    await patch(season.id, { startDate: '2005-05-01' });
    expect(await seasonOf(game.id)).toBeNull();
    await patch(season.id, { startDate: '2005-04-10' });
    expect(await seasonOf(game.id)).toBe(season.id);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/seasons/${season.id}`, headers: admin.headers });
    expect(await seasonOf(game.id)).toBeNull();
  });
});
