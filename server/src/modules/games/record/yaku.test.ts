/** Yaku (riichi) and patterns (Hong Kong) recorded with a hand: checked, stored, returned, exported, corrected. */
import type { GameView, HongKongRoundInput, RiichiRoundInput } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type AnyRoundInput, createTestGame, getGame, postRound } from '../../../test/games.ts';

const riichiPinfuTanyao: RiichiRoundInput = {
  riichis: [1],
  tenpais: [],
  transactions: [
    {
      transactionType: 'DEAL_IN',
      winner: 1,
      loser: 2,
      hand: { han: 4, fu: 30, dora: 1, yaku: ['riichi', 'pinfu', 'tanyao'] },
    },
  ],
};

const openHonitsu: RiichiRoundInput = {
  riichis: [],
  tenpais: [],
  transactions: [
    {
      transactionType: 'DEAL_IN',
      winner: 3,
      loser: 0,
      hand: { han: 3, fu: 40, dora: 0, yaku: ['honitsu', 'yakuhai'], open: true },
    },
  ],
};

describe('yaku and patterns with a recorded hand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const edit = (game: GameView, headers: Record<string, string>, index: number, input: AnyRoundInput) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.variant}/${game.id}/rounds/${index}`,
      headers,
      payload: { expectedVersion: game.version, ...input },
    });

  it('stores the yaku with the hand, returns them in the game and in both exports', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const response = await postRound(t, game, recorder.headers, 0, riichiPinfuTanyao);
    expect(response.statusCode).toBe(200);
    const [stored] = await t.app.db
      .selectFrom('rounds')
      .select('input')
      .where('gameId', '=', game.id)
      .execute();
    expect(stored?.input).toEqual(riichiPinfuTanyao);
    const hand = { han: 4, fu: 30, dora: 1, yaku: ['riichi', 'pinfu', 'tanyao'] };
    expect(response.json().rounds[0].transactions[0].hand).toEqual(hand);
    expect((await getGame(t, game)).rounds[0]?.transactions[0]?.hand).toEqual(hand);

    const json = (await t.app.inject({ url: `/api/games/jp/${game.id}/export` })).json();
    expect(json.rounds[0].transactions[0].hand).toEqual(hand);
    expect(json.rounds[0].input.transactions[0].hand.yaku).toEqual(['riichi', 'pinfu', 'tanyao']);
    const csv = (await t.app.inject({ url: `/api/games/jp/${game.id}/export?format=csv` })).body;
    expect(csv).toContain('4han 30fu 1dora yaku=riichi+pinfu+tanyao');
  });

  it('refuses with 400 a hand whose han are not what its yaku make, naming both, and stores nothing', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const wrong: RiichiRoundInput = {
      ...riichiPinfuTanyao,
      transactions: [
        {
          ...riichiPinfuTanyao.transactions[0]!,
          hand: { han: 3, fu: 30, dora: 1, yaku: ['riichi', 'pinfu', 'tanyao'] },
        },
      ],
    };
    const response = await postRound(t, game, recorder.headers, 0, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'YAKU_HAN_MISMATCH',
      params: { yakuHan: 4, han: 3 },
    });
    expect(response.json().error.message).toContain('make 4 han, but the hand is recorded at 3 han');
    expect((await getGame(t, game)).rounds).toHaveLength(0);
  });

  it('refuses an unknown yaku and a closed-only yaku in an open hand', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const hand = (yaku: string[], open?: boolean) => ({
      riichis: [],
      tenpais: [],
      transactions: [
        {
          transactionType: 'DEAL_IN' as const,
          winner: 1,
          loser: 2,
          hand: { han: 2, fu: 30, dora: 0, yaku, ...(open === undefined ? {} : { open }) },
        },
      ],
    });
    const unknown = await postRound(t, game, recorder.headers, 0, hand(['tanyao', 'kuitan']));
    expect(unknown.json().error).toMatchObject({ code: 'UNKNOWN_YAKU', params: { yaku: 'kuitan' } });
    const open = await postRound(t, game, recorder.headers, 0, hand(['pinfu', 'tanyao'], true));
    expect(open.json().error).toMatchObject({ code: 'YAKU_NOT_ALLOWED', params: { reason: 'closedOnly' } });
    expect(open.statusCode).toBe(400);
  });

  it('keeps the yaku through a correction, and takes the corrected ones', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const first = (await postRound(t, game, recorder.headers, 0, riichiPinfuTanyao)).json() as GameView;
    const second = (
      await postRound(t, first, recorder.headers, first.version, openHonitsu)
    ).json() as GameView;
    // Correct the first hand: the dora was a second one.
    const corrected: RiichiRoundInput = {
      ...riichiPinfuTanyao,
      transactions: [
        {
          ...riichiPinfuTanyao.transactions[0]!,
          hand: { han: 5, fu: 30, dora: 2, yaku: ['riichi', 'pinfu', 'tanyao'] },
        },
      ],
    };
    const response = await edit(second, recorder.headers, 0, corrected);
    expect(response.statusCode).toBe(200);
    const after = response.json() as GameView;
    expect(after.rounds[0]?.transactions[0]?.hand).toEqual({
      han: 5,
      fu: 30,
      dora: 2,
      yaku: ['riichi', 'pinfu', 'tanyao'],
    });
    // The later hand, replayed, keeps its own yaku and open flag.
    expect(after.rounds[1]?.transactions[0]?.hand).toEqual({
      han: 3,
      fu: 40,
      dora: 0,
      yaku: ['honitsu', 'yakuhai'],
      open: true,
    });
  });

  it('stores Hong Kong patterns, refusing faan they do not make', async () => {
    const { game, recorder } = await createTestGame(t, 'hk');
    const input = (points: number): HongKongRoundInput => ({
      transactions: [
        {
          transactionType: 'SELF_DRAW',
          winner: 2,
          hand: { points, patterns: ['half-flush', 'all-pungs', 'self-draw'] },
        },
      ],
    });
    const refused = await postRound(t, game, recorder.headers, 0, input(6));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'PATTERNS_FAAN_MISMATCH',
      params: { patternFaan: 7, faan: 6 },
    });
    const response = await postRound(t, game, recorder.headers, 0, input(7));
    expect(response.statusCode).toBe(200);
    expect(response.json().rounds[0].transactions[0].hand).toEqual({
      points: 7,
      patterns: ['half-flush', 'all-pungs', 'self-draw'],
    });
    const csv = (await t.app.inject({ url: `/api/games/hk/${game.id}/export?format=csv` })).body;
    expect(csv).toContain('7pts patterns=half-flush+all-pungs+self-draw');
  });
});
