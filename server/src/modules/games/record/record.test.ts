import { ratingDeltas } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  type AnyRoundInput,
  createTestGame,
  draw,
  getGame,
  hkDraw,
  hkRon,
  hkTsumo,
  postRound,
  ron,
  tsumo,
} from '../../../test/games.ts';

describe('POST /api/games/{variant}/{id}/rounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const storedRounds = (gameId: number) =>
    t.app.db.selectFrom('rounds').selectAll().where('gameId', '=', gameId).orderBy('roundIndex').execute();

  it('scores a riichi hand with the engine and stores the input, the round and its transactions', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    // 30 fu 4 han ron by a non-dealer: 7 700, no kiriage.
    const input = ron(1, 2, 4, 30, [1]);
    const response = await postRound(t, game, recorder.headers, 0, input);
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.version).toBe(1);
    expect(after.rounds).toHaveLength(1);
    expect(after.rounds[0]).toMatchObject({
      roundIndex: 0,
      roundWind: 'EAST',
      roundNumber: 1,
      bonus: 0,
      startRiichiStickCount: 0,
      endRiichiStickCount: 0,
      riichis: [1],
      tenpais: [],
      // The winner's own riichi stick comes back to them with the pot.
      scoreDeltas: [0, 7700, -7700, 0],
      totals: [25000, 32700, 17300, 25000],
      transactions: [
        {
          transactionType: 'DEAL_IN',
          winner: 1,
          loser: 2,
          hand: { han: 4, fu: 30, dora: 0 },
          scoreDeltas: [0, 7700, -7700, 0],
        },
      ],
    });
    expect(after.totals).toEqual([25000, 32700, 17300, 25000]);
    expect(after.currentRound).toEqual({
      roundWind: 'EAST',
      roundNumber: 2,
      bonus: 0,
      startRiichiStickCount: 0,
    });

    const [row] = await storedRounds(game.id);
    expect(row?.input).toEqual(input);
    const transactions = await t.app.db
      .selectFrom('transactions')
      .selectAll()
      .where('gameId', '=', game.id)
      .execute();
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      transactionType: 'DEAL_IN',
      winner: 1,
      loser: 2,
      han: 4,
      fu: 30,
      dora: 0,
    });
    expect(await getGame(t, game)).toEqual(after);
  });

  it('scores a Hong Kong hand: a 3-point self draw is +36 / −12 each', async () => {
    const { game, recorder } = await createTestGame(t, 'hk');
    const response = await postRound(t, game, recorder.headers, 0, hkTsumo(0, 3));
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.rounds[0]).toEqual({
      roundCount: expect.any(Number),
      roundIndex: 0,
      roundWind: 'EAST',
      roundNumber: 1,
      transactions: [
        { transactionType: 'SELF_DRAW', winner: 0, hand: { points: 3 }, scoreDeltas: [36, -12, -12, -12] },
      ],
      scoreDeltas: [36, -12, -12, -12],
      totals: [786, 738, 738, 738],
      recordedBy: recorder.player.username,
    });
    expect(after.currentRound).toEqual({ roundWind: 'EAST', roundNumber: 2 });
  });

  it('refuses a stale expectedVersion with 409 and changes nothing', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    expect((await postRound(t, game, recorder.headers, 0, ron(0, 1, 1, 30))).statusCode).toBe(200);
    const stale = await postRound(t, game, recorder.headers, 0, ron(2, 3, 1, 30));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    expect(stale.json().error.message).toMatch(/changed since you loaded it.*version 1/);
    expect(await storedRounds(game.id)).toHaveLength(1);
    expect((await getGame(t, game)).version).toBe(1);
  });

  it('refuses in the club words, never with a transaction type code (regression: "A DEAL_IN needs the winner")', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const response = await postRound(t, game, recorder.headers, 0, {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', loser: 1, hand: { han: 1, fu: 30, dora: 0 } }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MISSING_WINNER');
    expect(response.json().error.message).toContain('A ron (deal-in) needs the winner');
    expect(response.json().error.message).not.toMatch(/DEAL_IN|[A-Z]+_[A-Z]+/);
  });

  it('names the players sitting in the seats a refusal is about, never "seat 2"', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const name = (seat: number) => players[seat]?.player.username ?? '';
    const riichiNotTenpai = await postRound(t, game, recorder.headers, 0, {
      riichis: [2],
      tenpais: [],
      transactions: [],
    });
    expect(riichiNotTenpai.statusCode).toBe(400);
    expect(riichiNotTenpai.json().error.message).toBe(
      `${name(2)} declared riichi, so they were tenpai at the draw: mark them tenpai`,
    );
    const ronOffThemselves = await postRound(t, game, recorder.headers, 0, {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 3, loser: 3, hand: { han: 1, fu: 30, dora: 0 } }],
    });
    expect(ronOffThemselves.statusCode).toBe(400);
    expect(ronOffThemselves.json().error.message).toContain(`(${name(3)})`);
    expect(ronOffThemselves.json().error.message).not.toMatch(/seat \d/i);
    expect(await storedRounds(game.id)).toHaveLength(0);
  });

  it("refuses a hand the engine refuses with the engine's code and message, storing nothing", async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const response = await postRound(t, game, recorder.headers, 0, ron(1, 2, 1, 20));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'RON_20_FU',
      message: expect.stringMatching(/20 fu/),
      params: { transactionIndex: 0 },
    });
    const hkHandOnRiichi = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${game.id}/rounds`,
      headers: recorder.headers,
      payload: {
        expectedVersion: 0,
        riichis: [],
        tenpais: [],
        transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 3 } }],
      },
    });
    expect(hkHandOnRiichi.statusCode).toBe(400);
    const missingVersion = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${game.id}/rounds`,
      headers: recorder.headers,
      payload: { riichis: [], tenpais: [], transactions: [] },
    });
    expect(missingVersion.statusCode).toBe(400);
    expect(missingVersion.json().error.message).toMatch(/^expectedVersion/);
    expect(await storedRounds(game.id)).toHaveLength(0);
    expect((await getGame(t, game)).version).toBe(0);
  });

  it('answers a retried request with the same Idempotency-Key with the first answer, storing one round', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const first = await postRound(t, game, recorder.headers, 0, ron(1, 2, 4, 30), 'hand-1');
    const retry = await postRound(t, game, recorder.headers, 0, ron(1, 2, 4, 30), 'hand-1');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await storedRounds(game.id)).toHaveLength(1);

    // Concurrent retries of one request (a flaky network) also record it once.
    const again = await Promise.all(
      Array.from({ length: 5 }, () => postRound(t, game, recorder.headers, 1, ron(0, 3, 2, 30), 'hand-2')),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(again.map((r) => r.body)).size).toBe(1);
    expect(await storedRounds(game.id)).toHaveLength(2);
  });

  it("refuses a key first sent for another game's hand (422), and a key that is too long", async () => {
    const { game, recorder } = await createTestGame(t, 'hk');
    const other = await createTestGame(t, 'hk', 'CASUAL', recorder);
    expect((await postRound(t, game, recorder.headers, 0, hkTsumo(1, 5), 'shared-key')).statusCode).toBe(200);
    const reused = await postRound(t, other.game, recorder.headers, 0, hkTsumo(1, 5), 'shared-key');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const long = await postRound(t, other.game, recorder.headers, 0, hkTsumo(1, 5), 'k'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(await storedRounds(other.game.id)).toHaveLength(0);
  });

  it('stores exactly one of 20 concurrent submissions on the same version; the others get 409', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postRound(t, game, recorder.headers, 0, ron(i % 4, (i + 1) % 4, 2, 30)),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().error.code).toBe('VERSION_CONFLICT');
    }
    expect(await storedRounds(game.id)).toHaveLength(1);
    expect((await getGame(t, game)).version).toBe(1);
  });

  it('ends the game when the engine says so, rates it, and refuses any further hand', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    // A non-dealer yakuman ron: 32 000 takes seat 2 below 0, which ends the game.
    const response = await postRound(t, game, recorder.headers, 0, ron(1, 2, 13, 30), 'ending-hand');
    expect(response.statusCode).toBe(200);
    const ended = response.json();
    // A retry of the hand that ended the game still gets its answer, not GAME_ENDED.
    const retry = await postRound(t, game, recorder.headers, 0, ron(1, 2, 13, 30), 'ending-hand');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(ended);
    const finalScores = [25000, 57000, -7000, 25000];
    expect(ended).toMatchObject({
      status: 'FINISHED',
      currentRound: null,
      finalScores,
      placements: [2, 1, 4, 3],
    });
    expect(ended.endedAt).toEqual(expect.any(String));
    const expected = ratingDeltas(
      'jp',
      players.map((p, seat) => ({ id: String(p.player.id), seat, elo: 1500, score: finalScores[seat]! })),
    );
    expect(ended.eloDeltas).toEqual(expected);
    const seats = await t.app.db
      .selectFrom('gamePlayers')
      .selectAll()
      .where('gameId', '=', game.id)
      .orderBy('seat')
      .execute();
    expect(seats.map((s) => s.eloBefore)).toEqual([1500, 1500, 1500, 1500]);
    expect(seats.map((s) => s.finalScore)).toEqual(finalScores);

    const more = await postRound(t, ended, recorder.headers, ended.version, ron(0, 1, 1, 30));
    expect(more.statusCode).toBe(409);
    expect(more.json().error.code).toBe('GAME_ENDED');
  });

  // The answer is built from what the write read plus the new round, not read back after it: it
  // must still be exactly what the game page reads next.
  it('answers every hand with exactly the game a fresh GET shows next, chombos included', async () => {
    const hands: Array<['jp' | 'hk', AnyRoundInput[]]> = [
      ['jp', [ron(1, 2, 4, 30, [1, 3]), draw([0, 2], [2]), tsumo(0, 3, 40), draw([]), ron(3, 0, 2, 70)]],
      ['hk', [hkTsumo(0, 3), hkRon(2, 1, 5), hkDraw(), hkTsumo(3, 7)]],
    ];
    for (const [variant, inputs] of hands) {
      const { game, recorder, players } = await createTestGame(t, variant);
      let version = game.version;
      for (const [index, input] of inputs.entries()) {
        if (index === 2) {
          const chombo = await t.app.inject({
            method: 'POST',
            url: `/api/games/${variant}/${game.id}/chombo`,
            headers: recorder.headers,
            payload: {
              expectedVersion: version,
              playerId: players[1]!.player.id,
              reason: 'Declared riichi with a shape that was not tenpai',
            },
          });
          expect(chombo.statusCode).toBe(201);
          version = chombo.json().version;
        }
        if (index === 3) {
          // Undo the last hand and enter it again: the next write starts from the undo's version.
          const undo = await t.app.inject({
            method: 'DELETE',
            url: `/api/games/${variant}/${game.id}/rounds/last?expectedVersion=${version}`,
            headers: recorder.headers,
          });
          expect(undo.statusCode).toBe(200);
          const again = await postRound(t, game, recorder.headers, version + 1, inputs[2]!);
          expect(again.statusCode).toBe(200);
          expect(await getGame(t, game)).toStrictEqual(again.json());
          version = again.json().version;
        }
        const response = await postRound(
          t,
          game,
          recorder.headers,
          version,
          input,
          `${variant}-${game.id}-${index}`,
        );
        expect(response.statusCode).toBe(200);
        const answer = response.json();
        expect(answer.version).toBe(version + 1);
        expect(answer.rounds).toHaveLength(index + 1);
        expect(await getGame(t, game)).toStrictEqual(answer);
        version = answer.version;
      }
    }
  });

  it("shows a chombo's time as stored, to the millisecond", async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const chombo = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${game.id}/chombo`,
      headers: recorder.headers,
      payload: {
        expectedVersion: game.version,
        playerId: players[0]!.player.id,
        reason: 'Showed the hand before the win was called',
      },
    });
    expect(chombo.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('chombos')
      .select('createdAt')
      .where('gameId', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(chombo.json().chombos[0].createdAt).toBe(row.createdAt.toISOString());
    expect((await getGame(t, game)).chombos[0]?.createdAt).toBe(row.createdAt.toISOString());
  });

  it('writes one audit entry per hand with the version it moved to', async () => {
    const { game, recorder } = await createTestGame(t, 'hk');
    await postRound(t, game, recorder.headers, 0, hkTsumo(1, 4), 'audit-1');
    await postRound(t, game, recorder.headers, 0, hkTsumo(1, 4), 'audit-1');
    await postRound(t, game, recorder.headers, 1, hkRon(0, 2, 3));
    const entries = await t.app.db
      .selectFrom('auditLog')
      .select(['actorId', 'before', 'after'])
      .where('entity', '=', 'game')
      .where('entityId', '=', String(game.id))
      .where('action', '=', 'round.record')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      {
        actorId: recorder.player.id,
        before: { version: 0, rounds: 0 },
        after: expect.objectContaining({
          version: 1,
          roundIndex: 0,
          scoreDeltas: [-16, 48, -16, -16],
          ended: false,
        }),
      },
      {
        actorId: recorder.player.id,
        before: { version: 1, rounds: 1 },
        after: expect.objectContaining({ version: 2, roundIndex: 1, ended: false }),
      },
    ]);
  });
});
