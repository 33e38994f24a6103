/**
 * Every riichi switch of a rule set, one worked example each: the same hand or game under two rule
 * sets, with the numbers worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { newRiichiGame, playRiichiGame, replayRiichiGame } from './game.ts';
import { handValue } from './hand-value.ts';
import { CLUB_RULES, type RiichiRuleset, riichiPreset } from './presets.ts';
import { refusalText } from './refusal-text.ts';
import { concludeRiichiRound, scoreRiichiRound } from './riichi.ts';
import { isRiichiGameEnd, riichiFinalScores } from './riichi-game-end.ts';
import type { RiichiHand, RiichiRoundInput, RiichiRoundState } from './round-input.ts';
import { validateRiichiRoundInput } from './validate.ts';

function preset(id: string): RiichiRuleset {
  const found = riichiPreset(id);
  if (!found) throw new Error(`no riichi preset ${id}`);
  return found;
}
const CLUB = CLUB_RULES.jp;
const WRC = preset('wrc');
const EMA = preset('ema');
const TENHOU = preset('tenhou');
const M_LEAGUE = preset('mleague');
const JPML = preset('jpml-a');
const with_ = (rules: RiichiRuleset, changes: Partial<RiichiRuleset>): RiichiRuleset => ({
  ...rules,
  ...changes,
});

const EAST_1: RiichiRoundState = { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 };
const hand = (han: number, fu = 30, dora = 0): RiichiHand => ({ han, fu, dora });
const ron = (winner: number, loser: number, h: RiichiHand, riichis: number[] = []): RiichiRoundInput => ({
  riichis,
  tenpais: [],
  transactions: [{ transactionType: 'DEAL_IN', winner, loser, hand: h }],
});
const draw = (tenpais: number[] = []): RiichiRoundInput => ({ riichis: [], tenpais, transactions: [] });

describe('kiriage mangan', () => {
  it('WRC: a non-dealer 4 han 30 fu ron is 8 000 (7 700 under the club), a dealer 3 han 60 fu ron 12 000 (11 600)', () => {
    expect(concludeRiichiRound(EAST_1, ron(1, 2, hand(4)), WRC).scoreDeltas).toEqual([0, 8000, -8000, 0]);
    expect(concludeRiichiRound(EAST_1, ron(1, 2, hand(4)), CLUB).scoreDeltas).toEqual([0, 7700, -7700, 0]);
    expect(handValue(6, hand(3, 60), WRC)).toBe(12_000);
    expect(handValue(6, hand(3, 60), CLUB)).toBe(11_600);
  });

  it('leaves every other hand alone: 4 han 25 fu (6 400) and 3 han 70 fu (mangan anyway)', () => {
    expect(handValue(4, hand(4, 25), WRC)).toBe(6_400);
    expect(handValue(4, hand(3, 70), WRC)).toBe(8_000);
  });

  it('a kiriage tsumo pays mangan shares: 2 000 / 4 000', () => {
    const tsumo: RiichiRoundInput = {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW', winner: 1, hand: hand(4) }],
    };
    expect(concludeRiichiRound(EAST_1, tsumo, WRC).scoreDeltas).toEqual([-4000, 8000, -2000, -2000]);
    expect(concludeRiichiRound(EAST_1, tsumo, CLUB).scoreDeltas).toEqual([-3900, 7900, -2000, -2000]);
  });
});

describe('multiple ron', () => {
  // East 1, 1 honba, 2 sticks waiting; seat 0 deals into seats 2 and 3 (seat 2 is first after the discarder).
  const round: RiichiRoundState = { roundWind: 'EAST', roundNumber: 1, bonus: 1, startRiichiStickCount: 2 };
  const doubleRon: RiichiRoundInput = {
    riichis: [3],
    tenpais: [],
    transactions: [
      { transactionType: 'DEAL_IN', winner: 3, loser: 0, hand: hand(2) },
      { transactionType: 'DEAL_IN', winner: 2, loser: 0, hand: hand(1) },
    ],
  };

  it('head bump (WRC): only the first winner after the discarder is paid, with the honba and every stick', () => {
    const result = concludeRiichiRound(round, doubleRon, WRC);
    // Seat 2: 1 000 + 300 honba + 3 sticks (2 waiting, seat 3's new one); seat 3 paid their stick and won nothing.
    expect(result.transactions).toEqual([
      { transactionType: 'DEAL_IN', winner: 2, loser: 0, hand: hand(1), scoreDeltas: [-1300, 0, 1300, 0] },
    ]);
    expect(result.scoreDeltas).toEqual([-1300, 0, 4300, -1000]);
    expect(result.endRiichiStickCount).toBe(0);
  });

  it('all win (club): each is paid, the first winner gets the honba and the sticks', () => {
    const result = concludeRiichiRound(round, doubleRon, CLUB);
    expect(result.scoreDeltas).toEqual([-3300, 0, 4300, 1000]);
  });

  it('split (EMA): every winner gets the honba, winners take their own stick back, the rest to the first', () => {
    const result = concludeRiichiRound(round, doubleRon, EMA);
    // Seat 3: 2 000 + 300 honba, −1 000 stick, +1 000 back; seat 2: 1 000 + 300 + the 2 waiting sticks.
    expect(result.transactions.map((t) => t.scoreDeltas)).toEqual([
      [-2300, 0, 0, 2300],
      [-1300, 0, 1300, 0],
    ]);
    expect(result.scoreDeltas).toEqual([-3600, 0, 3300, 2300]);
  });

  it('head bump keeps the dealer only when the dealer was the one paid', () => {
    const south1: RiichiRoundState = {
      roundWind: 'SOUTH',
      roundNumber: 1,
      bonus: 0,
      startRiichiStickCount: 0,
    };
    // Seat 2 discards; seat 3 and the dealer (seat 0) ron: seat 3 is first, the dealer is bumped.
    const input: RiichiRoundInput = {
      riichis: [],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN', winner: 0, loser: 2, hand: hand(3) },
        { transactionType: 'DEAL_IN', winner: 3, loser: 2, hand: hand(1) },
      ],
    };
    expect(concludeRiichiRound(south1, input, WRC).nextRound).toMatchObject({
      roundWind: 'SOUTH',
      roundNumber: 2,
    });
    expect(concludeRiichiRound(south1, input, CLUB).nextRound).toMatchObject({ roundNumber: 1, bonus: 1 });
  });

  it('three rons are an abortive draw under Tenhou, and three winners under the club', () => {
    const triple: RiichiRoundInput = {
      riichis: [],
      tenpais: [],
      transactions: [1, 2, 3].map((winner) => ({
        transactionType: 'DEAL_IN' as const,
        winner,
        loser: 0,
        hand: hand(1),
      })),
    };
    expect(validateRiichiRoundInput(triple, TENHOU)).toMatchObject({
      ok: false,
      code: 'TRIPLE_RON_IS_A_DRAW',
    });
    expect(validateRiichiRoundInput(triple, CLUB)).toEqual({ ok: true });
  });
});

describe('what a rule set does not play', () => {
  it('nagashi mangan and reshuffles are refused where they are off, naming the rule', () => {
    const nagashi: RiichiRoundInput = {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'NAGASHI_MANGAN', winner: 1 }],
    };
    const reshuffle: RiichiRoundInput = {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'INROUND_RYUUKYOKU' }],
    };
    const refused = scoreRiichiRound(EAST_1, nagashi, WRC);
    expect(refused).toMatchObject({
      ok: false,
      refusal: { code: 'NAGASHI_NOT_PLAYED', transactionIndex: 0 },
    });
    if (!refused.ok) expect(refusalText(refused.refusal)).toMatch(/do not play nagashi mangan/);
    expect(scoreRiichiRound(EAST_1, reshuffle, M_LEAGUE)).toMatchObject({
      ok: false,
      refusal: { code: 'ABORTIVE_DRAWS_NOT_PLAYED' },
    });
    expect(concludeRiichiRound(EAST_1, nagashi, CLUB).scoreDeltas).toEqual([-4000, 8000, -2000, -2000]);
    expect(scoreRiichiRound(EAST_1, reshuffle, JPML).ok).toBe(true);
  });

  it('stacked yakuman: 26 han is a double yakuman under the club, refused where every yakuman is single', () => {
    expect(handValue(4, hand(26), CLUB)).toBe(64_000);
    expect(handValue(4, hand(26), WRC)).toBe(32_000);
    expect(validateRiichiRoundInput(ron(1, 2, hand(26)), WRC)).toMatchObject({
      ok: false,
      code: 'MULTIPLE_YAKUMAN_NOT_PLAYED',
    });
    expect(validateRiichiRoundInput(ron(1, 2, hand(13)), WRC)).toEqual({ ok: true });
  });
});

describe('chombo', () => {
  const chombo = (loser: number): RiichiRoundInput => ({
    riichis: [],
    tenpais: [],
    transactions: [{ transactionType: 'CHOMBO', loser }],
  });

  it('as a reverse mangan paid at once: a non-dealer pays 4 000 to the dealer and 2 000 to each other', () => {
    const round: RiichiRoundState = {
      roundWind: 'SOUTH',
      roundNumber: 2,
      bonus: 1,
      startRiichiStickCount: 1,
    };
    // South 2: the dealer is seat 1; seat 3 commits the chombo.
    const result = concludeRiichiRound(round, chombo(3), TENHOU);
    expect(result.scoreDeltas).toEqual([2000, 4000, 2000, -8000]);
    expect(result.endRiichiStickCount).toBe(1);
    // The same hand is played again, with the same honba.
    expect(result.nextRound).toEqual(round);
  });

  it('a dealer pays 4 000 to each', () => {
    expect(concludeRiichiRound(EAST_1, chombo(0), TENHOU).scoreDeltas).toEqual([-12000, 4000, 4000, 4000]);
  });

  it('is not a hand where the rules settle a chombo otherwise, and sticks go back (no riichi) on one', () => {
    expect(scoreRiichiRound(EAST_1, chombo(1), CLUB)).toMatchObject({
      ok: false,
      refusal: { code: 'CHOMBO_NOT_A_HAND' },
    });
    expect(scoreRiichiRound(EAST_1, { ...chombo(1), riichis: [2] }, TENHOU)).toMatchObject({
      ok: false,
      refusal: { code: 'RIICHI_ON_CHOMBO' },
    });
  });

  it('replays the hand: it never ends a game by agariyame, even with the last dealer on top', () => {
    // Seven noten draws reach South 4 (dealer seat 3); seat 1's two chombos put the dealer on 33 000.
    const game = playRiichiGame([...Array.from({ length: 7 }, () => draw()), chombo(1), chombo(1)], TENHOU);
    expect(game.totals).toEqual([29_000, 9_000, 29_000, 33_000]);
    expect(game.ended).toBe(false);
    expect(game.currentRound).toEqual({
      roundWind: 'SOUTH',
      roundNumber: 4,
      bonus: 7,
      startRiichiStickCount: 0,
    });
  });
});

describe('end of the game', () => {
  it('a player below zero ends the game under Tenhou and the club; under WRC play goes on', () => {
    const totals = [-1000, 40_000, 30_000, 31_000];
    const last = { roundWind: 'EAST' as const, roundNumber: 2 };
    const next = { roundWind: 'EAST' as const, roundNumber: 3 };
    expect(isRiichiGameEnd(totals, last, next, TENHOU)).toBe(true);
    expect(isRiichiGameEnd(totals, last, next, CLUB)).toBe(true);
    expect(isRiichiGameEnd(totals, last, next, WRC)).toBe(false);
  });

  it('a yakuman off the first hand ends a Tenhou game, and not a WRC one', () => {
    // 32 000 from seat 2 at 25 000 start under Tenhou; 30 000 start under WRC stays just below zero too.
    const game = playRiichiGame([ron(1, 2, hand(13))], TENHOU);
    expect(game.ended).toBe(true);
    expect(game.finalScores).toEqual([25_000, 57_000, -7_000, 25_000]);
    const wrc = playRiichiGame([ron(1, 2, hand(13))], WRC);
    expect(wrc.ended).toBe(false);
    expect(wrc.totals).toEqual([30_000, 62_000, -2_000, 30_000]);
  });

  it('tonpuusen ends after East 4 when someone has the target, and goes into South when nobody has', () => {
    const tonpuu = with_(TENHOU, { length: 'east', extensionUntil: 'SOUTH' });
    // East 4 with 3 honba: seat 1's 4 han 30 fu ron is 7 700 + 900 → 33 600, past the 30 000 target.
    const ended = playRiichiGame([draw(), draw(), draw(), ron(1, 2, hand(4))], tonpuu);
    expect(ended.ended).toBe(true);
    expect(ended.finalScores).toEqual([25_000, 33_600, 16_400, 25_000]);
    const nobodyUp = playRiichiGame([draw(), draw(), draw(), draw()], tonpuu);
    expect(nobodyUp.ended).toBe(false);
    expect(nobodyUp.currentRound).toMatchObject({ roundWind: 'SOUTH', roundNumber: 1 });
  });

  it('East–South without extension (WRC) ends after South 4 whoever leads; with (Tenhou) it goes West', () => {
    const eightDraws = Array.from({ length: 8 }, () => draw());
    expect(playRiichiGame(eightDraws, WRC).ended).toBe(true);
    const tenhou = playRiichiGame(eightDraws, TENHOU);
    expect(tenhou.ended).toBe(false);
    expect(tenhou.currentRound).toMatchObject({ roundWind: 'WEST', roundNumber: 1 });
  });

  it('agariyame: the leading last dealer who wins ends the game (club), or plays on (WRC)', () => {
    // Seven draws, then the dealer of South 4 (seat 3) wins off seat 0: 2 900 + 7 honba = 5 000, top with 30 000.
    const inputs = [...Array.from({ length: 7 }, () => draw()), ron(3, 0, hand(2, 30))];
    const club = playRiichiGame(inputs, CLUB);
    expect(club.totals).toEqual([20_000, 25_000, 25_000, 30_000]);
    expect(club.ended).toBe(true);
    const wrc = playRiichiGame(inputs, with_(WRC, { startPoints: 25_000, targetPoints: 25_000 }));
    expect(wrc.ended).toBe(false);
    expect(wrc.currentRound).toMatchObject({ roundWind: 'SOUTH', roundNumber: 4, bonus: 8 });
  });
});

describe('final scores', () => {
  it('leftover sticks go to first place, or to nobody (JPML)', () => {
    expect(riichiFinalScores([40_000, 30_000, 29_000, 19_000], 2, CLUB)).toEqual([
      42_000, 30_000, 29_000, 19_000,
    ]);
    expect(riichiFinalScores([40_000, 30_000, 29_000, 19_000], 2, JPML)).toEqual([
      40_000, 30_000, 29_000, 19_000,
    ]);
  });

  it('where tied places share, tied leaders share the sticks in hundreds (the lowest seat gets what is left)', () => {
    expect(riichiFinalScores([35_000, 35_000, 20_000, 8_000], 3, WRC)).toEqual([
      36_500, 36_500, 20_000, 8_000,
    ]);
    expect(riichiFinalScores([30_000, 30_000, 30_000, 7_000], 1, WRC)).toEqual([
      30_400, 30_300, 30_300, 7_000,
    ]);
    expect(riichiFinalScores([35_000, 35_000, 20_000, 8_000], 3, CLUB)).toEqual([
      38_000, 35_000, 20_000, 8_000,
    ]);
  });
});

describe('starting points and replays', () => {
  it('a WRC game starts at 30 000 each, a club game at 25 000', () => {
    expect(newRiichiGame(WRC).totals).toEqual([30_000, 30_000, 30_000, 30_000]);
    expect(newRiichiGame(CLUB).totals).toEqual([25_000, 25_000, 25_000, 25_000]);
  });

  it('a refusal in a replay is data: the round as data, which round, the code', () => {
    const result = replayRiichiGame([draw(), ron(1, 2, hand(26))], WRC);
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: 'MULTIPLE_YAKUMAN_NOT_PLAYED',
        params: { han: 26 },
        transactionIndex: 0,
        roundIndex: 1,
        round: { variant: 'jp', roundWind: 'EAST', roundNumber: 2, bonus: 1 },
      },
    });
    expect(() => playRiichiGame([draw(), ron(1, 2, hand(26))], WRC)).toThrow(
      "Round 2 (東二局 1本場): Under this game's rules every yakuman is single: record 13 han, not 26",
    );
  });
});
