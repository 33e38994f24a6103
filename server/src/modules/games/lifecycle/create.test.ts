import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestPlayer } from '../../../test/players.ts';

describe('POST /api/games and GET /api/games/{variant}/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fourPlayers = async (options = {}) => {
    const players = [];
    for (let i = 0; i < 4; i += 1) players.push(await createTestPlayer(t.app.db, options));
    return players;
  };
  const create = (headers: Record<string, string> | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/games', headers: headers ?? {}, payload });

  it('lets any logged-in player start a casual game, and shows it as a new game', async () => {
    const recorder = await createTestPlayer(t.app.db);
    const players = await fourPlayers();
    const ids = players.map((p) => p.player.id);
    const response = await create(recorder.headers, { variant: 'jp', type: 'CASUAL', players: ids });
    expect(response.statusCode).toBe(201);
    const game = response.json();
    expect(game).toMatchObject({
      variant: 'jp',
      type: 'CASUAL',
      status: 'IN_PROGRESS',
      recorderId: recorder.player.id,
      rounds: [],
      currentRound: { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
      totals: [25000, 25000, 25000, 25000],
      finalScores: null,
      placements: null,
      eloDeltas: {},
      chombos: [],
      flagged: false,
      version: 0,
      endedAt: null,
    });
    expect(game.players).toEqual(
      players.map((p, seat) => ({ id: p.player.id, username: p.player.username, seat })),
    );

    const read = await t.app.inject({ url: `/api/games/jp/${game.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(game);
  });

  it('starts a Hong Kong game at 750 each, East 1 without honba or sticks', async () => {
    const recorder = await createTestPlayer(t.app.db);
    const players = await fourPlayers();
    const response = await create(recorder.headers, {
      variant: 'hk',
      type: 'CASUAL',
      players: players.map((p) => p.player.id),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      totals: [750, 750, 750, 750],
      currentRound: { roundWind: 'EAST', roundNumber: 1 },
    });
    expect(response.json().currentRound).not.toHaveProperty('bonus');
  });

  it('refuses a visitor with 401', async () => {
    const players = await fourPlayers();
    const response = await create(undefined, {
      variant: 'jp',
      type: 'CASUAL',
      players: players.map((p) => p.player.id),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses the same player twice, an unknown player and a wrong count with 400 and a message', async () => {
    const recorder = await createTestPlayer(t.app.db);
    const [a, b, c] = await fourPlayers();
    const twice = await create(recorder.headers, {
      variant: 'jp',
      type: 'CASUAL',
      players: [a!.player.id, b!.player.id, c!.player.id, a!.player.id],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toEqual({
      code: 'DUPLICATE_PLAYER',
      message: 'players: the four players must be four different people',
    });

    const unknown = await create(recorder.headers, {
      variant: 'jp',
      type: 'CASUAL',
      players: [a!.player.id, b!.player.id, c!.player.id, 987654],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'UNKNOWN_PLAYER',
      message: 'players: there is no player with id 987654',
    });

    const three = await create(recorder.headers, {
      variant: 'jp',
      type: 'CASUAL',
      players: [a!.player.id, b!.player.id, c!.player.id],
    });
    expect(three.statusCode).toBe(400);
    expect(three.json().error.code).toBe('INVALID_INPUT');
    expect(three.json().error.message).toMatch(/exactly 4 players/);
  });

  it('lets only a qualified recorder start a ranked game, with four qualified players', async () => {
    const players = await fourPlayers({ japaneseQualified: true });
    const ids = players.map((p) => p.player.id);
    const unqualified = await createTestPlayer(t.app.db, { hongKongQualified: true });
    const refused = await create(unqualified.headers, { variant: 'jp', type: 'RANKED', players: ids });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Only players qualified for ranked riichi games can record one.',
    );

    const recorder = await createTestPlayer(t.app.db, { japaneseQualified: true });
    const wrongVariant = await create(recorder.headers, { variant: 'hk', type: 'RANKED', players: ids });
    expect(wrongVariant.statusCode).toBe(403);
    expect(wrongVariant.json().error.message).toMatch(/ranked Hong Kong/);

    const casualPlayer = await createTestPlayer(t.app.db, { hongKongQualified: true });
    const mixed = await create(recorder.headers, {
      variant: 'jp',
      type: 'RANKED',
      players: [...ids.slice(0, 3), casualPlayer.player.id],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toEqual({
      code: 'PLAYER_NOT_QUALIFIED',
      message: `players: ${casualPlayer.player.username} is not qualified for ranked riichi games`,
      params: { players: [casualPlayer.player.username], variant: 'jp' },
    });

    const accepted = await create(recorder.headers, { variant: 'jp', type: 'RANKED', players: ids });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().type).toBe('RANKED');
  });

  it('answers 404 for an unknown id, the other variant, and paths that cannot name a game', async () => {
    const recorder = await createTestPlayer(t.app.db);
    const players = await fourPlayers();
    const game = (
      await create(recorder.headers, {
        variant: 'jp',
        type: 'CASUAL',
        players: players.map((p) => p.player.id),
      })
    ).json();
    for (const url of [
      `/api/games/hk/${game.id}`,
      '/api/games/jp/99999999',
      '/api/games/jp/abc',
      `/api/games/xx/${game.id}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('GAME_NOT_FOUND');
    }
  });

  it('puts the game in the season containing today and writes the creation to the audit log', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const season = await t.app.db
      .insertInto('seasons')
      .values({ name: 'Now', startDate: today, endDate: today })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const recorder = await createTestPlayer(t.app.db);
      const players = await fourPlayers();
      const game = (
        await create(recorder.headers, {
          variant: 'hk',
          type: 'CASUAL',
          players: players.map((p) => p.player.id),
        })
      ).json();
      expect(game.seasonId).toBe(season.id);
      const audit = await t.app.db
        .selectFrom('auditLog')
        .selectAll()
        .where('entity', '=', 'game')
        .where('entityId', '=', String(game.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'game.create', actorId: recorder.player.id, before: null });
      expect(audit[0]?.after).toMatchObject({
        variant: 'hk',
        type: 'CASUAL',
        players: players.map((p) => p.player.id),
      });
    } finally {
      await t.app.db.updateTable('games').set({ seasonId: null }).where('seasonId', '=', season.id).execute();
      await t.app.db.deleteFrom('seasons').where('id', '=', season.id).execute();
    }
  });
});
