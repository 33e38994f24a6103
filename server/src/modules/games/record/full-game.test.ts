import {
  type HongKongRoundInput,
  placements,
  playHongKongGame,
  playRiichiGame,
  type RiichiRoundInput,
  ratingDeltas,
} from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestGame, draw, hkDraw, hkRon, hkTsumo, playRounds, ron, tsumo } from '../../../test/games.ts';

/** A whole hanchan: honba, carried sticks, a double ron, a reshuffle, agari-yame refused, then the end in South 4. */
const HANCHAN: RiichiRoundInput[] = [
  ron(1, 2, 4, 30, [1]),
  draw([1]),
  tsumo(1, 2, 30),
  ron(3, 0, 1, 30),
  draw([0, 2], [0, 2]),
  ron(0, 3, 3, 40),
  tsumo(2, 1, 30),
  {
    riichis: [],
    tenpais: [],
    transactions: [
      { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: { han: 2, fu: 30, dora: 0 } },
      { transactionType: 'DEAL_IN', winner: 3, loser: 2, hand: { han: 3, fu: 30, dora: 1 } },
    ],
  },
  { riichis: [], tenpais: [], transactions: [{ transactionType: 'INROUND_RYUUKYOKU' }] },
  tsumo(0, 5, 30),
  ron(2, 1, 6, 30),
  draw([]),
  ron(3, 0, 1, 30),
  ron(0, 2, 2, 30),
];

/** Sixteen Hong Kong hands: East 1 to North 4, with a pao self draw and two deck-outs. */
const HONG_KONG_GAME: HongKongRoundInput[] = [
  hkRon(0, 1, 3),
  hkTsumo(1, 4),
  hkDraw(),
  hkRon(2, 3, 5),
  hkRon(3, 0, 3),
  hkTsumo(0, 3),
  hkRon(1, 2, 6),
  { transactions: [{ transactionType: 'SELF_DRAW_PAO', winner: 2, paoPlayerIndex: 0, hand: { points: 4 } }] },
  hkRon(3, 1, 4),
  hkTsumo(2, 3),
  hkRon(0, 3, 7),
  hkDraw(),
  hkRon(1, 0, 3),
  hkTsumo(3, 5),
  hkRon(2, 1, 4),
  hkRon(0, 2, 3),
];

describe('a full game played through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a riichi hanchan ends with the totals, places and rating changes the engine computes', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp', 'RANKED');
    const ended = await playRounds(t, game, recorder.headers, HANCHAN);
    const engine = playRiichiGame(HANCHAN);
    expect(engine.ended).toBe(true);

    expect(ended.status).toBe('FINISHED');
    expect(ended.version).toBe(HANCHAN.length);
    expect(ended.currentRound).toBeNull();
    ended.rounds.forEach((round, index) => {
      const played = engine.rounds[index]!;
      expect(round).toMatchObject({
        ...played.round,
        scoreDeltas: played.result.scoreDeltas,
        totals: played.totals,
      });
      expect(round.endRiichiStickCount).toBe(played.result.endRiichiStickCount);
      expect(round.transactions.map((tr) => tr.scoreDeltas)).toEqual(
        played.result.transactions.map((tr) => tr.scoreDeltas),
      );
    });
    expect(ended.totals).toEqual(engine.totals);
    expect(ended.finalScores).toEqual(engine.finalScores);
    expect(ended.placements).toEqual(placements(engine.finalScores!));
    const ids = players.map((p) => p.player.id);
    expect(ended.eloDeltas).toEqual(
      ratingDeltas(
        'jp',
        ids.map((id, seat) => ({ id: String(id), seat, elo: 1500, score: engine.finalScores![seat]! })),
      ),
    );

    // Numbers checked by hand against the scoring rules, so the test fails if the engine and server agree on a mistake.
    expect(ended.rounds[0]!.scoreDeltas).toEqual([0, 7700, -7700, 0]);
    // 40 fu 3 han ron 5 200, one honba 300, and the two sticks carried from the draw.
    expect(ended.rounds[5]).toMatchObject({
      bonus: 1,
      startRiichiStickCount: 2,
      scoreDeltas: [7500, 0, 0, -5500],
    });
    // A non-dealer mangan tsumo with one honba: 4 100 from the dealer, 2 100 from the others.
    expect(ended.rounds[9]).toMatchObject({
      roundWind: 'SOUTH',
      roundNumber: 2,
      bonus: 1,
      scoreDeltas: [8300, -4100, -2100, -2100],
    });
    // The dealer's haneman ron: 18 000.
    expect(ended.rounds[10]!.scoreDeltas).toEqual([0, -18000, 18000, 0]);
    // South 4, 3 honba: a 30 fu 2 han ron, 2 000 + 900.
    expect(ended.finalScores).toEqual([38100, 17100, 23900, 20900]);
    expect(ended.placements).toEqual([1, 4, 2, 3]);

    // The next ranked game of the same four is rated from where the first one left them.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: recorder.headers,
      payload: { variant: 'jp', type: 'RANKED', players: ids },
    });
    const yakuman = ron(3, 1, 13, 30);
    const secondEnded = await playRounds(t, second.json(), recorder.headers, [yakuman]);
    const secondScores = playRiichiGame([yakuman]).finalScores!;
    expect(secondEnded.eloDeltas).toEqual(
      ratingDeltas(
        'jp',
        ids.map((id, seat) => ({
          id: String(id),
          seat,
          elo: 1500 + ended.eloDeltas[String(id)]!,
          score: secondScores[seat]!,
        })),
      ),
    );
    const board = (await t.app.inject({ url: '/api/leaderboard/jp?type=RANKED&season=all' })).json();
    for (const id of ids) {
      const entry = board.find((row: { playerId: number }) => row.playerId === id);
      const sum = 1500 + ended.eloDeltas[String(id)]! + secondEnded.eloDeltas[String(id)]!;
      expect(entry.elo).toBeCloseTo(sum, 6);
      expect(entry.gamesPlayed).toBe(2);
    }
  });

  it('a Hong Kong game runs East 1 to North 4 and ends with what the engine computes', async () => {
    const { game, recorder, players } = await createTestGame(t, 'hk', 'CASUAL');
    const before = await playRounds(t, game, recorder.headers, HONG_KONG_GAME.slice(0, -1));
    expect(before.status).toBe('IN_PROGRESS');
    expect(before.currentRound).toEqual({ roundWind: 'NORTH', roundNumber: 4 });
    const ended = await playRounds(t, before, recorder.headers, HONG_KONG_GAME.slice(-1));
    const engine = playHongKongGame(HONG_KONG_GAME);
    expect(engine.ended).toBe(true);

    expect(ended.status).toBe('FINISHED');
    expect(ended.rounds.map((r) => r.scoreDeltas)).toEqual(engine.rounds.map((r) => r.result.scoreDeltas));
    expect(ended.rounds.map((r) => `${r.roundWind} ${r.roundNumber}`)).toEqual(
      engine.rounds.map((r) => `${r.round.roundWind} ${r.round.roundNumber}`),
    );
    expect(ended.finalScores).toEqual(engine.finalScores);
    expect(ended.placements).toEqual(placements(engine.finalScores!));
    expect(ended.eloDeltas).toEqual(
      ratingDeltas(
        'hk',
        players.map((p, seat) => ({
          id: String(p.player.id),
          seat,
          elo: 1500,
          score: engine.finalScores![seat]!,
        })),
      ),
    );
    // By hand: a 3-point ron is 3 × 12 = 36; a 4-point pao self draw, 3 × 16 = 48 from the liable seat.
    expect(ended.rounds[0]!.scoreDeltas).toEqual([36, -36, 0, 0]);
    expect(ended.rounds[7]!.scoreDeltas).toEqual([-48, 0, 48, 0]);
    expect(ended.finalScores).toEqual([830, 750, 770, 650]);
    expect(ended.placements).toEqual([1, 3, 2, 4]);

    const board = (await t.app.inject({ url: '/api/leaderboard/hk?type=CASUAL&season=all' })).json();
    const top = board.find((row: { playerId: number }) => row.playerId === players[0]!.player.id);
    expect(top).toMatchObject({ gamesPlayed: 1, chomboCount: 0 });
    expect(top.elo).toBeCloseTo(1500 + ended.eloDeltas[String(players[0]!.player.id)]!, 6);
  });
});
