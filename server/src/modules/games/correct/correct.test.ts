import type { GameType, GameView } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type AnyRoundInput, createTestGame, getGame, playRounds, ron, tsumo } from '../../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../../test/players.ts';

/** What must match between a corrected game and one recorded right: everything but identities and times. */
function comparable(game: GameView) {
  return {
    ...game,
    id: 0,
    recorderId: 0,
    players: [],
    createdAt: '',
    endedAt: game.endedAt === null ? null : 'ended',
    version: 0,
    rounds: game.rounds.map((round) => ({ ...round, roundCount: 0, recordedBy: null })),
    eloDeltas: game.players.map((player) => game.eloDeltas[String(player.id)] ?? null),
    ratingChanges: game.ratingChanges?.map((change) => ({ ...change, playerId: 0 })) ?? null,
    finalResults: game.finalResults?.map((result) => ({ ...result, playerId: 0 })) ?? null,
  };
}

describe('undo and edit', () => {
  let t: TestApp;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  const undo = (
    game: GameView,
    headers: Record<string, string>,
    query = `?expectedVersion=${game.version}`,
  ) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/games/${game.variant}/${game.id}/rounds/last${query}`,
      headers,
    });
  const edit = (game: GameView, headers: Record<string, string>, index: number, input: AnyRoundInput) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.variant}/${game.id}/rounds/${index}`,
      headers,
      payload: { expectedVersion: game.version, ...input },
    });
  /** The same hands recorded right the first time, in a new game. */
  const recordedRight = async (variant: 'jp' | 'hk', inputs: AnyRoundInput[], type: GameType = 'CASUAL') => {
    const { game, recorder } = await createTestGame(t, variant, type);
    return playRounds(t, game, recorder.headers, inputs);
  };
  const storedRoundCount = async (gameId: number) =>
    (await t.app.db.selectFrom('rounds').select('id').where('gameId', '=', gameId).execute()).length;

  it('undo takes back the last hand: the game is as if it had never been entered', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const hands = [ron(1, 2, 2, 30), tsumo(1, 3, 30, [1]), ron(3, 0, 1, 30)];
    const played = await playRounds(t, game, recorder.headers, hands);
    const response = await undo(played, recorder.headers);
    expect(response.statusCode).toBe(200);
    const undone = response.json();
    expect(undone.version).toBe(played.version + 1);
    expect(comparable(undone)).toEqual(comparable(await recordedRight('jp', hands.slice(0, 2))));
    expect(await getGame(t, game)).toEqual(undone);
    expect(await storedRoundCount(game.id)).toBe(2);
    const transactions = await t.app.db
      .selectFrom('transactions')
      .select('id')
      .where('gameId', '=', game.id)
      .execute();
    expect(transactions).toHaveLength(2);
  });

  it('undo of the hand that ended a game reopens it and removes its rating changes', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp', 'RANKED');
    const ended = await playRounds(t, game, recorder.headers, [ron(0, 1, 2, 30), ron(1, 2, 13, 30)]);
    expect(ended.status).toBe('FINISHED');
    const board = async () =>
      (await t.app.inject({ url: '/api/leaderboard/jp?type=RANKED&season=all' }))
        .json()
        .filter((row: { playerId: number }) => players.some((p) => p.player.id === row.playerId));
    expect(await board()).toHaveLength(4);

    // The record is locked to its recorder: only an admin corrects a game that has ended.
    const refused = await undo(ended, recorder.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'GAME_ENDED',
      message: expect.stringMatching(/admin/),
    });
    expect(await getGame(t, game)).toEqual(ended);

    const reopened = (await undo(ended, admin.headers, `?expectedVersion=${ended.version}`)).json();
    expect(reopened).toMatchObject({
      status: 'IN_PROGRESS',
      finalScores: null,
      placements: null,
      eloDeltas: {},
      endedAt: null,
    });
    expect(reopened.currentRound).toEqual({
      roundWind: 'EAST',
      roundNumber: 1,
      bonus: 1,
      startRiichiStickCount: 0,
    });
    expect(comparable(reopened)).toEqual(comparable(await recordedRight('jp', [ron(0, 1, 2, 30)], 'RANKED')));
    const seats = await t.app.db
      .selectFrom('gamePlayers')
      .selectAll()
      .where('gameId', '=', game.id)
      .execute();
    expect(seats.every((s) => s.eloDelta === null && s.eloBefore === null && s.finalScore === null)).toBe(
      true,
    );
    expect(await board()).toHaveLength(0);
  });

  it('undo refuses an empty game and a stale version with 409', async () => {
    const { game, recorder } = await createTestGame(t, 'hk');
    const empty = await undo(game, recorder.headers);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.code).toBe('NOTHING_TO_UNDO');
    const played = await playRounds(t, game, recorder.headers, [{ transactions: [] }]);
    const stale = await undo(played, recorder.headers, '?expectedVersion=0');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    expect(await storedRoundCount(game.id)).toBe(1);
  });

  it('an edit replays the later hands: the game is as if recorded right from the start', async () => {
    const right = [ron(1, 2, 2, 30), ron(2, 3, 3, 30), tsumo(0, 1, 30), ron(3, 1, 2, 40, [3])];
    // Entered wrongly: the dealer (seat 1) won the second hand, so the later hands were in East 2, 1 honba.
    const wrong = [right[0]!, ron(1, 3, 3, 30), ...right.slice(2)];
    const { game, recorder } = await createTestGame(t, 'jp');
    const played = await playRounds(t, game, recorder.headers, wrong);
    expect(played.rounds[2]).toMatchObject({ roundWind: 'EAST', roundNumber: 2, bonus: 1 });
    const response = await edit(played, recorder.headers, 1, right[1]!);
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(edited.rounds[2]).toMatchObject({ roundWind: 'EAST', roundNumber: 3, bonus: 0 });
    expect(comparable(edited)).toEqual(comparable(await recordedRight('jp', right)));
    // Rows keep their ids: a corrected hand is the same row.
    expect(edited.rounds.map((r: { roundCount: number }) => r.roundCount)).toEqual(
      played.rounds.map((r) => r.roundCount),
    );
    const stored = await t.app.db
      .selectFrom('rounds')
      .select('input')
      .where('id', '=', edited.rounds[1].roundCount)
      .executeTakeFirst();
    expect(stored?.input).toEqual(right[1]);
  });

  it('refuses an edit after which a later hand would come after the end, naming that round', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const played = await playRounds(t, game, recorder.headers, [ron(1, 2, 2, 30), ron(0, 3, 1, 30)]);
    const response = await edit(played, recorder.headers, 0, ron(1, 2, 13, 30));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('EDIT_BREAKS_LATER_ROUND');
    expect(response.json().error.message).toMatch(/Round 2 \(after the end\)/);
    expect(await getGame(t, game)).toEqual(played);
  });

  it("refuses a wrong edited hand with the engine's code, and an unknown round with 404", async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const played = await playRounds(t, game, recorder.headers, [ron(1, 2, 2, 30)]);
    const bad = await edit(played, recorder.headers, 0, ron(1, 2, 1, 20));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('RON_20_FU');
    const missing = await edit(played, recorder.headers, 1, ron(1, 2, 2, 30));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('ROUND_NOT_FOUND');
    const stale = await edit({ ...played, version: 0 }, recorder.headers, 0, ron(1, 2, 3, 30));
    expect(stale.statusCode).toBe(409);
    expect(await getGame(t, game)).toEqual(played);
  });

  it('an edit can end a game, re-rate an ended one, or reopen it — each as if recorded right', async () => {
    const { game, recorder } = await createTestGame(t, 'jp', 'RANKED');
    const open = await playRounds(t, game, recorder.headers, [ron(1, 2, 2, 30), ron(0, 3, 1, 30)]);
    // Ends it: the last hand was a yakuman after all.
    const ending = (await edit(open, recorder.headers, 1, ron(0, 3, 13, 30))).json();
    expect(ending.status).toBe('FINISHED');
    expect(comparable(ending)).toEqual(
      comparable(await recordedRight('jp', [ron(1, 2, 2, 30), ron(0, 3, 13, 30)], 'RANKED')),
    );
    // Ended: its recorder can no longer change it.
    const refused = await edit(ending, recorder.headers, 0, ron(1, 2, 3, 30));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('GAME_ENDED');
    // An admin corrects it: still ended, on different scores, rated again from the same ratings.
    const rerated = (await edit(ending, admin.headers, 0, ron(1, 2, 3, 30))).json();
    expect(rerated.status).toBe('FINISHED');
    expect(rerated.endedAt).toBe(ending.endedAt);
    expect(comparable(rerated)).toEqual(
      comparable(await recordedRight('jp', [ron(1, 2, 3, 30), ron(0, 3, 13, 30)], 'RANKED')),
    );
    // Not a yakuman after all: the game is open again.
    const reopened = (await edit(rerated, admin.headers, 1, ron(0, 3, 1, 30))).json();
    expect(reopened).toMatchObject({
      status: 'IN_PROGRESS',
      eloDeltas: {},
      finalScores: null,
      endedAt: null,
    });
    expect(comparable(reopened)).toEqual(
      comparable(await recordedRight('jp', [ron(1, 2, 3, 30), ron(0, 3, 1, 30)], 'RANKED')),
    );

    const actions = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('entityId', '=', String(game.id))
      .where('action', '=', 'round.edit')
      .orderBy('id')
      .execute();
    expect(actions).toHaveLength(3);
    expect(actions[0]).toMatchObject({
      before: { roundIndex: 1, input: ron(0, 3, 1, 30) },
      after: { roundIndex: 1, input: ron(0, 3, 13, 30), status: 'FINISHED' },
    });
  });
});
