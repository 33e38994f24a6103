/**
 * Finished games are locked to their recorder and corrected by an admin; a correction re-rates the
 * games of its kind that ended after it; `?dryRun=true` previews one without storing anything; a
 * finished game explains its rating changes.
 */
import type { CorrectionPreview, GameView } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { getGame, playRounds, postRound, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

describe('ratings of finished games', () => {
  let t: TestApp;
  let admin: TestPlayer;
  let recorder: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
    recorder = await createTestPlayer(t.app.db, { japaneseQualified: true });
  });
  afterAll(() => t.close());

  const newPlayers = async (count: number) => {
    const players: TestPlayer[] = [];
    for (let i = 0; i < count; i += 1)
      players.push(await createTestPlayer(t.app.db, { japaneseQualified: true }));
    return players;
  };

  /** A RANKED riichi game between `players` that ends on its second hand (a yakuman). */
  async function endedGame(players: TestPlayer[], firstHan = 2): Promise<GameView> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: recorder.headers,
      payload: { variant: 'jp', type: 'RANKED', players: players.map((p) => p.player.id) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ended = await playRounds(t, created.json(), recorder.headers, [
      ron(1, 2, firstHan, 30),
      ron(0, 3, 13, 30),
    ]);
    expect(ended.status).toBe('FINISHED');
    return ended;
  }

  const edit = (game: GameView, headers: Record<string, string>, han: number, query = '') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/games/jp/${game.id}/rounds/0${query}`,
      headers,
      payload: { expectedVersion: game.version, ...ron(1, 2, han, 30) },
    });

  const auditCount = async (gameId: number) =>
    (await t.app.db.selectFrom('auditLog').select('id').where('entityId', '=', String(gameId)).execute())
      .length;

  const changeOf = (game: GameView, player: TestPlayer) =>
    game.ratingChanges?.find((change) => change.playerId === player.player.id);

  it("refuses the recorder's record, undo and edit on a finished game with 409, saying an admin can correct it", async () => {
    const ended = await endedGame(await newPlayers(4));
    const answers = [
      await postRound(t, ended, recorder.headers, ended.version, ron(0, 1, 1, 30)),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/games/jp/${ended.id}/rounds/last?expectedVersion=${ended.version}`,
        headers: recorder.headers,
      }),
      await edit(ended, recorder.headers, 3),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toMatchObject({
        code: 'GAME_ENDED',
        message: expect.stringMatching(/an admin can correct it/),
      });
    }
    expect(await getGame(t, ended)).toEqual(ended);
  });

  it('explains each rating change: the parts add up to it, and after is before plus it', async () => {
    const ended = await endedGame(await newPlayers(4));
    expect(ended.ratingChanges).toHaveLength(4);
    for (const change of ended.ratingChanges ?? []) {
      expect(change.delta).toBe(ended.eloDeltas[String(change.playerId)]);
      expect(change.before).toBe(1500);
      expect(change.after).toBeCloseTo(change.before + change.delta, 9);
      const sum = change.placePoints - change.expectedPlacePoints + change.scorePart + change.centring;
      expect(sum).toBeCloseTo(change.delta, 8);
    }
  });

  it("an admin's correction of a game re-rates the later games of its kind, moving their versions", async () => {
    const [a, b, c, d, e, f] = await newPlayers(6);
    const first = await endedGame([a!, b!, c!, d!]);
    const later = await endedGame([b!, a!, e!, f!]);
    expect(changeOf(later, b!)?.before).toBe(1500 + first.eloDeltas[String(b!.player.id)]!);

    const corrected = await edit(first, admin.headers, 4);
    expect(corrected.statusCode, corrected.body).toBe(200);
    const firstNow: GameView = corrected.json();
    expect(firstNow.status).toBe('FINISHED');
    expect(firstNow.endedAt).toBe(first.endedAt);
    expect(firstNow.eloDeltas).not.toEqual(first.eloDeltas);

    const laterNow = await getGame(t, later);
    expect(laterNow.version).toBeGreaterThan(later.version);
    expect(changeOf(laterNow, b!)?.before).toBe(1500 + firstNow.eloDeltas[String(b!.player.id)]!);
    expect(changeOf(laterNow, a!)?.before).toBe(1500 + firstNow.eloDeltas[String(a!.player.id)]!);
    expect(changeOf(laterNow, e!)?.before).toBe(1500);

    // The audit log says who corrected what, on a game that had ended.
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['actorId', 'action', 'before', 'after'])
      .where('entityId', '=', String(first.id))
      .where('action', '=', 'round.edit')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.player.id,
      after: { roundIndex: 0, status: 'FINISHED', gamesRerated: 1 },
    });
  });

  it('answers a dry run with the final scores and every affected rating, storing nothing', async () => {
    const [a, b, c, d, e, f] = await newPlayers(6);
    const first = await endedGame([a!, b!, c!, d!]);
    const later = await endedGame([b!, a!, e!, f!]);
    const audited = await auditCount(first.id);

    const dry = await edit(first, admin.headers, 4, '?dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    const preview: CorrectionPreview = dry.json();
    expect(preview).toMatchObject({ dryRun: true, status: 'FINISHED' });
    expect(await getGame(t, first)).toEqual(first);
    expect(await getGame(t, later)).toEqual(later);
    expect(await auditCount(first.id)).toBe(audited);

    // All six players' all-time ratings move (e and f through the later game); first's four are listed first.
    expect(preview.ratings.map((shift) => shift.playerId).slice(0, 4)).toEqual(
      first.players.map((p) => p.id),
    );
    expect(new Set(preview.ratings.map((shift) => shift.playerId))).toEqual(
      new Set([a, b, c, d, e, f].map((p) => p!.player.id)),
    );
    const shiftOf = (player: TestPlayer) =>
      preview.ratings.find((shift) => shift.playerId === player.player.id)!;
    expect(shiftOf(e!).before).toBe(1500 + later.eloDeltas[String(e!.player.id)]!);
    expect(shiftOf(a!).username).toBe(a!.player.username);

    // The correction itself does what the preview said.
    const real = await edit(first, admin.headers, 4);
    const corrected: GameView = real.json();
    expect(corrected.finalScores).toEqual(preview.finalScores);
    const laterNow = await getGame(t, later);
    for (const player of [a!, e!]) {
      const change = changeOf(laterNow, player)!;
      expect(shiftOf(player).after).toBeCloseTo(change.after, 9);
    }
  });

  it('previews an undo that reopens a finished game: no final scores, its rating changes gone', async () => {
    const players = await newPlayers(4);
    const ended = await endedGame(players);
    const dry = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${ended.id}/rounds/last?expectedVersion=${ended.version}&dryRun=true`,
      headers: admin.headers,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    const preview: CorrectionPreview = dry.json();
    expect(preview).toMatchObject({ dryRun: true, status: 'IN_PROGRESS', finalScores: null });
    for (const shift of preview.ratings) {
      expect(shift.before).toBeCloseTo(1500 + ended.eloDeltas[String(shift.playerId)]!, 9);
      expect(shift.after).toBe(1500);
    }
    expect(await getGame(t, ended)).toEqual(ended);
  });

  it('refuses a dry run that is not true or false with 400', async () => {
    const ended = await endedGame(await newPlayers(4));
    const answer = await edit(ended, admin.headers, 3, '?dryRun=maybe');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(/dryRun/);
  });
});
