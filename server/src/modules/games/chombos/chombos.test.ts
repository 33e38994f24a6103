/** Chombos listed per game and for the admin, and taken back by an admin with a reason. */
import type { GameView } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestGame, getGame, playRounds, ron, type TestGame } from '../../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../../test/players.ts';

type Role = 'visitor' | 'other player' | 'seated player' | 'recorder' | 'admin';
const ROLES: Role[] = ['visitor', 'other player', 'seated player', 'recorder', 'admin'];

let t: TestApp;
let admin: TestPlayer;
let other: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestPlayer(t.app.db, { admin: true });
  other = await createTestPlayer(t.app.db);
});
afterAll(() => t.close());

function headersOf(role: Role, table: TestGame): Record<string, string> {
  return {
    visitor: {},
    'other player': other.headers,
    'seated player': table.players[1]!.headers,
    recorder: table.recorder.headers,
    admin: admin.headers,
  }[role];
}

async function recordChombo(game: GameView, headers: Record<string, string>, seat: number, reason: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.variant}/${game.id}/chombo`,
    headers,
    payload: { expectedVersion: game.version, playerId: game.players[seat]!.id, reason },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as GameView;
}

/** A ranked riichi game with one hand played and a chombo against seat 2, recorded by its recorder. */
async function gameWithChombo() {
  const table = await createTestGame(t, 'jp', 'RANKED');
  const played = await playRounds(t, table.game, table.recorder.headers, [ron(1, 2, 2, 30)]);
  const game = await recordChombo(
    played,
    table.recorder.headers,
    2,
    'Called ron on a tile that was not there',
  );
  return { table, game, chombo: game.chombos[0]! };
}

function removeChombo(
  game: GameView,
  chomboId: number | string,
  headers: Record<string, string>,
  payload: unknown = { expectedVersion: game.version, reason: 'Recorded against the wrong player' },
) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/games/${game.variant}/${game.id}/chombos/${chomboId}`,
    headers,
    payload: payload as object,
  });
}

async function chomboCountOf(playerId: number): Promise<number> {
  const board = await t.app.inject({ url: '/api/leaderboard/jp?type=RANKED' });
  const entry = board.json().find((row: { playerId: number }) => row.playerId === playerId);
  return entry?.chomboCount ?? 0;
}

describe('GET /api/games/{variant}/{id}/chombos', () => {
  it.each(ROLES)('lists a game’s chombos with names for %s', async (role) => {
    const { table, game, chombo } = await gameWithChombo();
    const response = await t.app.inject({
      url: `/api/games/jp/${game.id}/chombos`,
      headers: headersOf(role, table),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: chombo.id,
        player: { id: table.players[2]!.player.id, username: table.players[2]!.player.username },
        reason: 'Called ron on a tile that was not there',
        recordedBy: { id: table.recorder.player.id, username: table.recorder.player.username },
        createdAt: chombo.createdAt,
      },
    ]);
  });

  it('answers an empty list for a game without chombos, and 404 for no game or the wrong variant', async () => {
    const { game } = await createTestGame(t, 'hk');
    expect((await t.app.inject({ url: `/api/games/hk/${game.id}/chombos` })).json()).toEqual([]);
    for (const url of [
      `/api/games/jp/${game.id}/chombos`,
      '/api/games/hk/2147483647/chombos',
      '/api/games/hk/x/chombos',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('GAME_NOT_FOUND');
    }
  });
});

describe('DELETE /api/games/{variant}/{id}/chombos/{chomboId}', () => {
  const EXPECTED: Record<Role, number> = {
    visitor: 401,
    'other player': 403,
    'seated player': 403,
    recorder: 403,
    admin: 200,
  };
  for (const role of ROLES) {
    it(`${role}: remove a chombo → ${EXPECTED[role]}`, async () => {
      const { table, game, chombo } = await gameWithChombo();
      const response = await removeChombo(game, chombo.id, headersOf(role, table));
      expect(response.statusCode, response.body).toBe(EXPECTED[role]);
      if (EXPECTED[role] >= 400) expect(await getGame(t, game)).toEqual(game);
      else expect(response.json()).toEqual(await getGame(t, game));
    });
  }

  it('takes the chombo off the game and the leaderboard, and audits it with the reason', async () => {
    const { table, game, chombo } = await gameWithChombo();
    const against = table.players[2]!.player.id;
    const finished = await playRounds(t, game, table.recorder.headers, [ron(1, 0, 13, 30)]);
    expect(finished.status).toBe('FINISHED');
    expect(await chomboCountOf(against)).toBe(1);

    const response = await removeChombo(finished, chombo.id, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as GameView;
    expect(after.chombos).toEqual([]);
    expect(after.version).toBe(finished.version + 1);
    expect(after.status).toBe('FINISHED');
    expect((await t.app.inject({ url: `/api/games/jp/${game.id}/chombos` })).json()).toEqual([]);
    expect(await chomboCountOf(against)).toBe(0);

    const audit = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'chombo.remove')
      .where('entityId', '=', String(game.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actorId: admin.player.id,
      entity: 'game',
      before: {
        version: finished.version,
        chomboId: chombo.id,
        playerId: against,
        reason: 'Called ron on a tile that was not there',
        recordedBy: table.recorder.player.id,
        recordedAt: chombo.createdAt,
      },
      after: { version: after.version, removalReason: 'Recorded against the wrong player' },
    });
  });

  it('refuses a stale version with 409, changing nothing', async () => {
    const { game, chombo } = await gameWithChombo();
    const response = await removeChombo(game, chombo.id, admin.headers, {
      expectedVersion: game.version - 1,
      reason: 'mistake',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('VERSION_CONFLICT');
    expect(await getGame(t, game)).toEqual(game);
  });

  it('answers 404 for a chombo that is not this game’s, or already removed, changing nothing', async () => {
    const first = await gameWithChombo();
    const second = await gameWithChombo();
    const elsewhere = await removeChombo(first.game, second.chombo.id, admin.headers);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({
      error: {
        code: 'CHOMBO_NOT_FOUND',
        message: 'This game has no such chombo: it may have been removed already.',
      },
    });
    for (const id of ['0', 'abc', '99999999999']) {
      expect((await removeChombo(first.game, id, admin.headers)).statusCode, id).toBe(404);
    }
    expect(await getGame(t, first.game)).toEqual(first.game);
    const removed = (await removeChombo(first.game, first.chombo.id, admin.headers)).json() as GameView;
    const again = await removeChombo(removed, first.chombo.id, admin.headers);
    expect(again.statusCode).toBe(404);
    expect(await getGame(t, removed)).toEqual(removed);
  });

  it.each([
    [{ expectedVersion: 0 }, 'reason: Invalid input: expected string, received undefined'],
    [{ expectedVersion: 0, reason: '   ' }, 'reason: say why the chombo is removed'],
    [{ reason: 'x' }, 'expectedVersion is missing'],
  ])('refuses %j with 400 and a message naming the field', async (payload, message) => {
    const { game, chombo } = await gameWithChombo();
    const response = await removeChombo(game, chombo.id, admin.headers, { ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await getGame(t, game)).toEqual(game);
  });
});

describe('GET /api/admin/chombos', () => {
  it('lists every chombo newest first, with names and the game, a page at a time', async () => {
    const { table, game } = await gameWithChombo();
    const newer = await recordChombo(game, admin.headers, 3, 'Wrong discard after riichi');
    const response = await t.app.inject({
      url: '/api/admin/chombos?page=1&pageSize=2',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toEqual([
      {
        id: newer.chombos[1]!.id,
        player: { id: table.players[3]!.player.id, username: table.players[3]!.player.username },
        reason: 'Wrong discard after riichi',
        recordedBy: { id: admin.player.id, username: admin.player.username },
        createdAt: newer.chombos[1]!.createdAt,
        game: { id: game.id, variant: 'jp', type: 'RANKED' },
      },
      expect.objectContaining({
        id: newer.chombos[0]!.id,
        reason: 'Called ron on a tile that was not there',
      }),
    ]);
    const next = (
      await t.app.inject({ url: '/api/admin/chombos?page=2&pageSize=2', headers: admin.headers })
    ).json();
    expect(next.total).toBe(page.total);
    expect(next.items.map((item: { id: number }) => item.id)).not.toContain(page.items[0].id);
  });

  it.each([
    ['visitor', 401],
    ['other player', 403],
    ['seated player', 403],
    ['recorder', 403],
    ['admin', 200],
  ] as const)('answers %s with %i', async (role, status) => {
    const { table } = await gameWithChombo();
    const response = await t.app.inject({ url: '/api/admin/chombos', headers: headersOf(role, table) });
    expect(response.statusCode).toBe(status);
  });
});
