import type { Tournament, TournamentSummary } from '@mahjong/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestPlayer } from '../../test/players.ts';
import { createTournament, registerPlayers } from '../../test/tournaments.ts';

// Each test makes an app on a fresh database: slow on a busy machine.
describe('tournament penalties and lists', { timeout: 90_000 }, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("keeps a penalty within the tournament's bounds, naming the bound it breaks", async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const byDefault = await createTournament(t, admin, { seating: 'random' });
    expect(byDefault.penaltyBounds).toEqual({ min: 0.1, step: 0.1, max: 100 });
    const tournament = await createTournament(t, admin, {
      seating: 'random',
      penaltyBounds: { min: 1, step: 0.5, max: 10 },
    });
    expect(tournament.penaltyBounds).toEqual({ min: 1, step: 0.5, max: 10 });
    const [player] = await registerPlayers(t, tournament.id, 1);
    const give = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournament.id}/penalties`,
        headers: admin.headers,
        payload: { playerId: player?.player.id, amount, reason: 'late' },
      });
    for (const [amount, bound] of [
      [0.5, 'min'],
      [12, 'max'],
      [2.3, 'step'],
    ] as const) {
      const refused = await give(amount);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'PENALTY_OUT_OF_BOUNDS',
        params: { bound, amount, min: 1, step: 0.5, max: 10 },
      });
    }
    const given = await give(2.5);
    expect(given.statusCode).toBe(201);
    expect((given.json() as Tournament).standings[0]?.penalties).toBe(2.5);
    expect((await give(10)).statusCode).toBe(201);

    // Bounds that contradict themselves are refused; new ones apply from then on.
    const patch = (penaltyBounds: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/tournaments/${tournament.id}`,
        headers: admin.headers,
        payload: { penaltyBounds },
      });
    expect((await patch({ min: 5, step: 1, max: 2 })).statusCode).toBe(400);
    expect((await patch({ min: 1, step: 1, max: 20 })).json().penaltyBounds).toEqual({
      min: 1,
      step: 1,
      max: 20,
    });
    expect((await give(12)).statusCode).toBe(201);
  });

  it('lists the tournaments a player takes part in', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const spring = await createTournament(t, admin, { name: 'Spring', seating: 'random' });
    const autumn = await createTournament(t, admin, { name: 'Autumn', seating: 'random' });
    const [player] = await registerPlayers(t, autumn.id, 1);
    await registerPlayers(t, spring.id, 2);
    const list = async (query: string) =>
      (await t.app.inject({ url: `/api/tournaments${query}` })).json() as TournamentSummary[];
    expect((await list('')).map((entry) => entry.id)).toEqual([autumn.id, spring.id]);
    expect((await list(`?playerId=${player?.player.id}`)).map((entry) => entry.name)).toEqual(['Autumn']);
    expect(await list(`?playerId=${admin.player.id}`)).toEqual([]);
    const wrong = await t.app.inject({ url: '/api/tournaments?playerId=someone' });
    expect(wrong.statusCode).toBe(400);
  });
});
