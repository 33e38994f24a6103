import type { Variant } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe('a season names the rules its games are played under', () => {
  let t: TestApp;
  let admin: TestPlayer;
  let member: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    const qualified = { japaneseQualified: true, hongKongQualified: true };
    admin = await createTestPlayer(t.app.db, { ...qualified, admin: true });
    member = await createTestPlayer(t.app.db, qualified);
  });
  afterAll(() => t.close());

  const createSeason = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/seasons', headers: admin.headers, payload });
  const patchSeason = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/seasons/${id}`, headers: admin.headers, payload });
  const seasonCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('seasons')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const startGame = async (body: { variant: Variant; season?: number; ruleset?: string }, by = member) => {
    const players: number[] = [];
    for (let seat = 0; seat < 4; seat += 1) {
      const { player } = await createTestPlayer(t.app.db, {
        japaneseQualified: true,
        hongKongQualified: true,
      });
      players.push(player.id);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: by.headers,
      payload: { type: 'CASUAL', players, ...body },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it('answers the rule set chosen per variant, resolved whole, and none for a variant it leaves out', async () => {
    const created = await createSeason({
      name: 'WRC league',
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      type: 'league',
      league: 'WRC league',
      rules: { jp: { ruleset: 'wrc', rules: { kiriage: false } } },
    });
    expect(created.statusCode).toBe(201);
    const season = created.json();
    expect(season.rules.hk).toBeNull();
    expect(season.rules.jp).toMatchObject({
      id: 'wrc',
      changed: ['kiriage'],
      startPoints: 30_000,
      multiRon: 'headBump',
      kiriage: false,
    });
    const listed = (await t.app.inject({ url: '/api/seasons' })).json();
    expect(listed.find((s: { id: number }) => s.id === season.id).rules).toEqual(season.rules);
  });

  it("gives the season's games its rule set unless their creator chooses another, and the other variant the club's", async () => {
    const season = (
      await createSeason({
        name: 'Half gun and WRC',
        startDate: today(),
        endDate: today(),
        type: 'casual',
        rules: { jp: { ruleset: 'wrc' }, hk: { ruleset: 'half-gun' } },
      })
    ).json();
    const chosen = await startGame({ variant: 'jp', season: season.id });
    expect(chosen.seasonId).toBe(season.id);
    expect(chosen.rules).toMatchObject({ id: 'wrc', startPoints: 30_000 });
    // A casual game started today goes to this casual season by default, and takes its rules.
    const byDay = await startGame({ variant: 'hk' });
    expect(byDay.seasonId).toBe(season.id);
    expect(byDay.rules).toMatchObject({ id: 'half-gun', payout: 'halfGun' });
    const ownChoice = await startGame({ variant: 'jp', season: season.id, ruleset: 'tenhou' });
    expect(ownChoice.rules.id).toBe('tenhou');

    const cleared = await patchSeason(season.id, { rules: { jp: null } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().rules.jp).toBeNull();
    expect(cleared.json().rules.hk.id).toBe('half-gun');
    expect((await startGame({ variant: 'jp', season: season.id })).rules.id).toBe('club');
    // The game already started keeps the rules it was created under.
    const kept = await t.app.inject({ url: `/api/games/jp/${chosen.id}`, headers: member.headers });
    expect(kept.json().rules.id).toBe('wrc');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/seasons/${season.id}`, headers: admin.headers });
  });

  it('refuses an unknown preset, a switch out of range and contradicting switches by name, storing nothing', async () => {
    const before = await seasonCount();
    const body = { name: 'Bad rules', startDate: '2031-01-01', endDate: '2031-01-31' };
    const unknown = await createSeason({ ...body, rules: { jp: { ruleset: 'half-gun' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'UNKNOWN_RULESET', params: { ruleset: 'half-gun' } });
    const outOfRange = await createSeason({
      ...body,
      rules: { hk: { ruleset: 'club', rules: { maxFaan: 40 } } },
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().error).toMatchObject({ code: 'INVALID_RULE', params: { switch: 'maxFaan' } });
    const contradicting = await createSeason({
      ...body,
      rules: { jp: { ruleset: 'club', rules: { targetPoints: 20_000 } } },
    });
    expect(contradicting.statusCode).toBe(400);
    expect(contradicting.json().error.code).toBe('RULES_TARGET_NOT_ABOVE_START');
    expect(await seasonCount()).toBe(before);

    const season = (await createSeason(body)).json();
    expect(season.rules).toEqual({ jp: null, hk: null });
    const refused = await patchSeason(season.id, { rules: { jp: { ruleset: 'nope' } } });
    expect(refused.statusCode).toBe(400);
    const stored = await t.app.db
      .selectFrom('seasons')
      .select('rules')
      .where('id', '=', season.id)
      .executeTakeFirstOrThrow();
    expect(stored.rules).toEqual({});
  });

  it('lets only an admin name a season’s rules', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seasons',
      headers: member.headers,
      payload: {
        name: 'Not mine',
        startDate: '2032-01-01',
        endDate: '2032-01-31',
        rules: { jp: { ruleset: 'wrc' } },
      },
    });
    expect(response.statusCode).toBe(403);
  });
});
