import { LANGUAGES, REFUSAL_CODES, type Refusal, refusalParams, refusalText } from '@mahjong/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { speak, speakEnglish } from '../../test/languages.ts';
import { refusalOfAnswer, refusalWords } from './refusal-words.ts';
import { serverErrorWords } from './server-messages.ts';

afterEach(speakEnglish);

const NAMES = ['alice', 'bob', 'carol', 'dave'];

/** Every parameter any refusal reads, so that each sentence is made with its placeholders filled. */
const PARAMS: Refusal['params'] = {
  value: 'X',
  field: 'winner',
  what: 'totals',
  count: 3,
  type: 'DEAL_IN',
  allowed: ['DEAL_IN', 'SELF_DRAW'],
  seat: 2,
  han: 2,
  fu: 20,
  dora: 1,
  minimum: 3,
  min: 3,
  max: 13,
  points: 2,
  variant: 'jp',
  rounds: 8,
  lastRoundWind: 'SOUTH',
  lastRoundNumber: 4,
  lastBonus: 1,
  seatNumber: 2,
  player: 1,
  values: ['a'],
  ruleset: 'mleague',
  known: ['club', 'wrc'],
  switch: 'uma',
  problem: 'must be a list',
  oka: 100,
  extensionUntil: 'EAST',
  targetPoints: 30000,
  startPoints: 25000,
  minFaan: 3,
  maxFaan: 1,
  yaku: 'pinfu',
  with: 'toitoi',
  reason: 'closedOnly',
  yakuHan: 4,
  yakuFu: 30,
  patternFaan: 5,
  faan: 4,
  declared: true,
};

/** Each code once with the shared parameters, and the branches its words take on other facts. */
const REFUSALS: Refusal[] = [
  ...REFUSAL_CODES.map((code) => ({ code, params: PARAMS })),
  { code: 'INVALID_HAN', params: { unset: true } },
  { code: 'INVALID_FU', params: { unset: true } },
  { code: 'INVALID_DORA', params: { dora: 40 } },
  { code: 'INVALID_STICK_COUNT', params: { field: 'leftoverSticks', value: -1 } },
  { code: 'WRONG_SEAT_COUNT', params: { what: 'riichis', count: null } },
  { code: 'MALFORMED_INPUT', params: { field: 'transactions', variant: 'hk' } },
  { code: 'MALFORMED_INPUT', params: { field: 'transactions', variant: 'jp' } },
  { code: 'SEAT_OUT_OF_RANGE', params: { field: 'player', value: 7 } },
  { code: 'SEAT_OUT_OF_RANGE', params: { field: 'riichis', value: 7 } },
  { code: 'MISSING_PAO', params: { type: 'SELF_DRAW_PAO' } },
  { code: 'UNEXPECTED_HAND', params: { type: 'DECK_OUT' } },
  { code: 'SEVEN_PAIRS_TOO_FEW_HAN', params: { ron: false, dora: 1, minimum: 4, han: 3 } },
  { code: 'MIXED_WIN_TYPES', params: { reason: 'discardAndSelfDraw' } },
  { code: 'MIXED_WIN_TYPES', params: { reason: 'ronAndTsumo' } },
  { code: 'DIFFERENT_DISCARDERS', params: { variant: 'hk' } },
  { code: 'TSUMO_WINNERS_DIFFER', params: { variant: 'hk' } },
  { code: 'DUPLICATE_WINNER', params: { seat: 1, part: 'nagashi' } },
  { code: 'DUPLICATE_WINNER', params: { seat: 1, part: 'hk' } },
  { code: 'DUPLICATE_WINNER', params: { seat: 1, part: 'plain' } },
  { code: 'TENPAI_ON_RESHUFFLE', params: { type: 'CHOMBO' } },
  { code: 'ROUND_AFTER_GAME_END', params: { variant: 'hk', rounds: 16, lastRoundWind: null } },
  { code: 'INVALID_SCORE', params: { what: 'finalScores', values: ['x', 'y'] } },
  { code: 'UNKNOWN_RULESET', params: { variant: 'hk', ruleset: 'x', known: ['club'] } },
  { code: 'RULES_EXTENSION_BEFORE_END', params: { length: 'east', extensionUntil: 'EAST' } },
  { code: 'INVALID_RULE', params: { problem: 'is not known' } },
  ...['ron', 'tsumo', 'dealer', 'nonDealer'].map((reason) => ({
    code: 'YAKU_NOT_ALLOWED' as const,
    params: { yaku: 'tenhou', reason },
  })),
  { code: 'YAKU_INCOMPATIBLE', params: { yaku: 'half-flush', with: 'full-flush', variant: 'hk' } },
  { code: 'UNKNOWN_YAKU', params: { yaku: 'chicken', variant: 'hk' } },
  { code: 'YAKU_RIICHI_MISMATCH', params: { seat: 1, declared: false } },
  {
    code: 'RON_20_FU',
    params: {},
    transactionIndex: 0,
    roundIndex: 4,
    round: { variant: 'jp', roundWind: 'SOUTH', roundNumber: 1, bonus: 0 },
  },
  { code: 'ROUND_AFTER_GAME_END', params: PARAMS, roundIndex: 8, round: null },
];

describe('the engine’s refusals in words', () => {
  it('says in English exactly what the engine says, seats named or not', () => {
    for (const refusal of REFUSALS) {
      expect(refusalWords(refusal, NAMES)).toBe(refusalText(refusal, NAMES));
      expect(refusalWords(refusal)).toBe(refusalText(refusal));
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'says every refusal in %s, with its facts and without English',
    (language) => {
      speak(language);
      // A rule set's own problem is a developer's sentence about a switch, kept as the engine says it.
      for (const refusal of REFUSALS.filter(({ code }) => code !== 'INVALID_RULE')) {
        const words = refusalWords(refusal, NAMES);
        expect(words).not.toBe(refusalText(refusal, NAMES));
        expect(words).not.toMatch(/\{\w+\}/);
      }
      const riichi = refusalWords({ code: 'RIICHI_NOT_TENPAI', params: { seat: 1 } }, NAMES);
      expect(riichi).toContain('bob');
      expect(riichi).toContain('立直');
    },
  );

  it('words a refusal the server sent from its code and parameters, where it happened included', () => {
    const refusal: Refusal = {
      code: 'ROUND_AFTER_GAME_END',
      params: { variant: 'jp', rounds: 8, lastRoundWind: 'SOUTH', lastRoundNumber: 4, lastBonus: 1 },
      roundIndex: 8,
      round: null,
    };
    const params = refusalParams(refusal) as never;
    expect(refusalOfAnswer('ROUND_AFTER_GAME_END', params)).toEqual(refusal);
    expect(serverErrorWords('ROUND_AFTER_GAME_END', params, 400, 'English')).toBe(refusalText(refusal));
    speak('ja');
    expect(serverErrorWords('ROUND_AFTER_GAME_END', params, 400, 'English')).toBe(
      '第9局（終局後）：対局は第8局（南四局 1本場）で終了したので、これ以上局を記録できません',
    );
  });

  it('says Hong Kong’s own words for its wins: 食糊（出銃）, 包自摸', () => {
    speak('zh-Hant');
    const missing = (type: string) =>
      refusalWords({ code: 'MISSING_WINNER', params: { type } }, NAMES, undefined, 'hk');
    expect(missing('DEAL_IN')).toBe('食糊（出銃）需要和牌者');
    expect(missing('SELF_DRAW_PAO')).toBe('包自摸需要和牌者');
    expect(refusalWords({ code: 'MISSING_WINNER', params: { type: 'DEAL_IN' } }, NAMES)).toBe(
      '榮和（放銃）需要和牌者',
    );
  });
});
