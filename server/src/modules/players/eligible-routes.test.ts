import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

describe('GET /api/players?variant=&type=', () => {
  let t: TestApp;
  let casual: TestPlayer;
  let riichi: TestPlayer;
  let hongKong: TestPlayer;
  let gone: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    casual = await createTestPlayer(t.app.db, { username: 'casual-carol' });
    riichi = await createTestPlayer(t.app.db, { username: 'riichi-rei', japaneseQualified: true });
    hongKong = await createTestPlayer(t.app.db, { username: 'hk-hana', hongKongQualified: true });
    gone = await createTestPlayer(t.app.db, { username: 'gone-gus', japaneseQualified: true });
    await t.app.db
      .updateTable('players')
      .set({ deletedAt: new Date() })
      .where('id', '=', gone.player.id)
      .execute();
  });
  afterAll(() => t.close());

  const names = async (query: string, headers = casual.headers) => {
    const response = await t.app.inject({ url: `/api/players${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().map((p: { username: string }) => p.username);
  };

  it('lists everyone active for a casual game, by username, with ids', async () => {
    expect(await names('?variant=jp&type=CASUAL')).toEqual(['casual-carol', 'hk-hana', 'riichi-rei']);
    const [first] = (await t.app.inject({ url: '/api/players', headers: casual.headers })).json();
    expect(first).toEqual({ id: casual.player.id, username: 'casual-carol' });
  });

  it('lists only the qualified players for a ranked game of a variant', async () => {
    expect(await names('?variant=jp&type=RANKED')).toEqual(['riichi-rei']);
    expect(await names('?variant=hk&type=RANKED', riichi.headers)).toEqual(['hk-hana']);
    expect(hongKong.player.hongKongQualified).toBe(true);
  });

  it('needs a login, and a variant for ranked', async () => {
    expect((await t.app.inject({ url: '/api/players' })).statusCode).toBe(401);
    const response = await t.app.inject({ url: '/api/players?type=RANKED', headers: casual.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^variant/);
    expect((await t.app.inject({ url: '/api/players?variant=xx', headers: casual.headers })).statusCode).toBe(
      400,
    );
  });
});
