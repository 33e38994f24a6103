/** Han from yaku (closed and open), what each yaku needs, which cannot stand together, and fixed fu. */
import { describe, expect, it } from 'vitest';
import { CLUB_RULES } from './presets.ts';
import { concludeRiichiRound } from './riichi.ts';
import type { RiichiRoundInput } from './round-input.ts';
import { validateRiichiRound, validateRiichiRoundInput } from './validate.ts';
import {
  YAKU,
  YAKU_IDS,
  yakuBar,
  yakuCompatible,
  yakuFu,
  yakuHan,
  yakuHandRefusal,
  yakuListRefusal,
} from './yaku.ts';

const rules = CLUB_RULES.jp;
const single = { ...rules, multipleYakuman: false, countedYakuman: false };

// The standard han of each yaku, closed and open (null: closed only); the yakuman are 13.
const HAN: Record<string, [number, number | null]> = {
  riichi: [1, null],
  'double-riichi': [2, null],
  ippatsu: [1, null],
  tsumo: [1, null],
  pinfu: [1, null],
  tanyao: [1, 1],
  iipeikou: [1, null],
  yakuhai: [1, 1],
  chankan: [1, 1],
  'rinshan-kaihou': [1, 1],
  'haitei-raoyue': [1, 1],
  'houtei-raoyui': [1, 1],
  chiitoitsu: [2, null],
  'sanshoku-doujun': [2, 1],
  ittsu: [2, 1],
  chanta: [2, 1],
  toitoi: [2, 2],
  sanankou: [2, 2],
  'sanshoku-doukou': [2, 2],
  sankantsu: [2, 2],
  shousangen: [2, 2],
  honroutou: [2, 2],
  ryanpeikou: [3, null],
  junchan: [3, 2],
  honitsu: [3, 2],
  chinitsu: [6, 5],
  'kokushi-musou': [13, null],
  suuankou: [13, null],
  daisangen: [13, 13],
  shousuushii: [13, 13],
  daisuushii: [13, 13],
  tsuuiisou: [13, 13],
  chinroutou: [13, 13],
  ryuuiisou: [13, 13],
  'chuuren-poutou': [13, null],
  suukantsu: [13, 13],
  tenhou: [13, null],
  chiihou: [13, null],
};

describe('the yaku list', () => {
  it('has every standard yaku and yakuman, each once, in lowercase hyphenated romaji', () => {
    expect([...YAKU_IDS].sort()).toEqual(Object.keys(HAN).sort());
    for (const id of YAKU_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(Object.entries(HAN))('%s is worth its han closed and open', (id, [closedHan, openHan]) => {
    expect(yakuHan([id], { open: false, dora: 0 }, rules)).toBe(closedHan);
    if (openHan === null) {
      expect(yakuBar(id, { open: true, ron: true })).toBe('closedOnly');
    } else {
      expect(yakuHan([id], { open: true, dora: 0 }, rules)).toBe(openHan);
      expect(yakuBar(id, { open: true, ron: id !== 'rinshan-kaihou' && id !== 'haitei-raoyue' })).toBe(
        undefined,
      );
    }
  });
});

describe('han from yaku and dora', () => {
  it('adds the yaku and the dora', () => {
    expect(yakuHan(['riichi', 'pinfu', 'tanyao'], { open: false, dora: 1 }, rules)).toBe(4);
    expect(yakuHan(['tanyao', 'yakuhai', 'yakuhai'], { open: true, dora: 2 }, rules)).toBe(5);
    expect(yakuHan(['honitsu', 'ittsu', 'yakuhai'], { open: true, dora: 0 }, rules)).toBe(4);
  });

  it('makes 13 han of ordinary yaku a counted yakuman, or sanbaiman (12) without counted yakuman', () => {
    const hand = ['riichi', 'tsumo', 'chinitsu', 'ryanpeikou', 'pinfu'];
    expect(yakuHan(hand, { open: false, dora: 1 }, { ...rules, countedYakuman: true })).toBe(13);
    expect(yakuHan(hand, { open: false, dora: 1 }, { ...rules, countedYakuman: false })).toBe(12);
  });

  it('stacks yakuman as the rules say, and never counts dora on them', () => {
    const hand = ['tsuuiisou', 'daisangen'];
    expect(yakuHan(hand, { open: false, dora: 3 }, { ...rules, multipleYakuman: true })).toBe(26);
    expect(yakuHan(hand, { open: false, dora: 3 }, single)).toBe(13);
  });
});

describe('what a hand cannot have', () => {
  it.each([
    ['riichi', 'double-riichi'],
    ['pinfu', 'toitoi'],
    ['pinfu', 'yakuhai'],
    ['chiitoitsu', 'toitoi'],
    ['chiitoitsu', 'yakuhai'],
    ['chiitoitsu', 'iipeikou'],
    ['ryanpeikou', 'iipeikou'],
    ['ryanpeikou', 'chiitoitsu'],
    ['honitsu', 'chinitsu'],
    ['chanta', 'junchan'],
    ['chanta', 'honroutou'],
    ['tanyao', 'yakuhai'],
    ['haitei-raoyue', 'houtei-raoyui'],
    ['riichi', 'kokushi-musou'],
    ['daisuushii', 'shousuushii'],
    ['tenhou', 'chiihou'],
  ])('%s with %s', (a, b) => {
    expect(yakuCompatible(a, b)).toBe(false);
    expect(yakuCompatible(b, a)).toBe(false);
    expect(yakuListRefusal([a, b], { open: false, ron: false })?.code).toMatch(
      /YAKU_INCOMPATIBLE|YAKU_NOT_ALLOWED|YAKU_NEEDS/,
    );
  });

  it.each([
    ['riichi', 'pinfu'],
    ['chiitoitsu', 'tanyao'],
    ['chiitoitsu', 'honroutou'],
    ['toitoi', 'sanankou'],
    ['honitsu', 'chanta'],
    ['yakuhai', 'shousangen'],
    ['tsuuiisou', 'daisangen'],
    ['tenhou', 'suuankou'],
  ])('allows %s with %s', (a, b) => {
    expect(yakuCompatible(a, b)).toBe(true);
  });

  it('refuses a closed-only yaku in an open hand, a tsumo yaku on a ron, and ippatsu without riichi', () => {
    expect(yakuListRefusal(['pinfu'], { open: true, ron: true })).toMatchObject({
      code: 'YAKU_NOT_ALLOWED',
      params: { yaku: 'pinfu', reason: 'closedOnly' },
    });
    expect(yakuListRefusal(['tsumo'], { open: false, ron: true })?.params.reason).toBe('tsumo');
    expect(yakuListRefusal(['chankan'], { open: false, ron: false })?.params.reason).toBe('ron');
    expect(yakuListRefusal(['ippatsu', 'tanyao'], { open: false, ron: true })?.code).toBe('YAKU_NEEDS');
    expect(yakuListRefusal(['tenhou'], { open: false, ron: false, dealer: false })?.params.reason).toBe(
      'dealer',
    );
    expect(yakuListRefusal(['chiihou'], { open: false, ron: false, dealer: true })?.params.reason).toBe(
      'nonDealer',
    );
  });

  it('refuses an unknown id and a yaku listed more often than it can be', () => {
    expect(yakuListRefusal(['riichi', 'menzen'], { open: false, ron: true })).toMatchObject({
      code: 'UNKNOWN_YAKU',
      params: { yaku: 'menzen' },
    });
    expect(yakuListRefusal(['riichi', 'riichi'], { open: false, ron: true })?.code).toBe('YAKU_REPEATED');
    expect(yakuListRefusal(Array(4).fill('yakuhai'), { open: true, ron: true })).toBeUndefined();
    expect(yakuListRefusal(Array(5).fill('yakuhai'), { open: true, ron: true })?.code).toBe('YAKU_REPEATED');
  });
});

describe('fu the yaku fix', () => {
  it('is 25 for chiitoitsu, 20 for a pinfu tsumo and 30 for a pinfu ron', () => {
    expect(yakuFu(['chiitoitsu', 'tanyao'], true)).toBe(25);
    expect(yakuFu(['pinfu', 'tsumo'], false)).toBe(20);
    expect(yakuFu(['pinfu', 'riichi'], true)).toBe(30);
    expect(yakuFu(['tanyao'], true)).toBeUndefined();
  });

  it('refuses a pinfu ron recorded at 40 fu, naming both fu', () => {
    const hand = { han: 2, fu: 40, dora: 0, yaku: ['pinfu', 'riichi'] };
    expect(yakuHandRefusal(hand, { ron: true }, rules)).toMatchObject({
      code: 'YAKU_FU_MISMATCH',
      params: { yakuFu: 30, fu: 40 },
    });
  });
});

describe('a recorded hand against its yaku', () => {
  it('accepts han that are the yaku and dora', () => {
    const hand = { han: 4, fu: 30, dora: 1, yaku: ['riichi', 'pinfu', 'tanyao'] };
    expect(yakuHandRefusal(hand, { ron: true }, rules)).toBeUndefined();
  });

  it('refuses han the yaku do not make, naming the yaku han and the recorded han', () => {
    const hand = { han: 3, fu: 30, dora: 1, yaku: ['riichi', 'pinfu', 'tanyao'] };
    expect(yakuHandRefusal(hand, { ron: true }, rules, 0)).toEqual({
      code: 'YAKU_HAN_MISMATCH',
      params: { yakuHan: 4, han: 3, yaku: ['riichi', 'pinfu', 'tanyao'], dora: 1, open: false },
      transactionIndex: 0,
    });
  });

  it('counts open han for an open hand', () => {
    const hand = { han: 2, fu: 30, dora: 0, yaku: ['honitsu'], open: true };
    expect(yakuHandRefusal(hand, { ron: true }, rules)).toBeUndefined();
    expect(yakuHandRefusal({ ...hand, open: false }, { ron: true }, rules)?.params).toMatchObject({
      yakuHan: 3,
      han: 2,
    });
  });

  const round = (over: Partial<RiichiRoundInput> = {}): RiichiRoundInput => ({
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
    ...over,
  });

  it('is checked when a round is validated and scored', () => {
    expect(validateRiichiRoundInput(round(), rules).ok).toBe(true);
    const wrong = round({
      transactions: [
        {
          transactionType: 'DEAL_IN',
          winner: 1,
          loser: 2,
          hand: { han: 5, fu: 30, dora: 1, yaku: ['riichi', 'tanyao'] },
        },
      ],
    });
    expect(validateRiichiRoundInput(wrong, rules)).toMatchObject({ ok: false, code: 'YAKU_HAN_MISMATCH' });
    const east1 = { roundWind: 'EAST' as const, roundNumber: 1, bonus: 0, startRiichiStickCount: 0 };
    expect(() => concludeRiichiRound(east1, wrong, rules)).toThrow(/make 3 han.*recorded at 5 han/);
  });

  it('needs a winner with riichi among the yaku to have declared it, and the other way round', () => {
    expect(validateRiichiRoundInput(round({ riichis: [] }), rules)).toMatchObject({
      ok: false,
      code: 'YAKU_RIICHI_MISMATCH',
    });
    const dama = round({
      riichis: [1],
      transactions: [
        {
          transactionType: 'DEAL_IN',
          winner: 1,
          loser: 2,
          hand: { han: 2, fu: 30, dora: 0, yaku: ['pinfu', 'tanyao'] },
        },
      ],
    });
    expect(validateRiichiRoundInput(dama, rules)).toMatchObject({ ok: false, code: 'YAKU_RIICHI_MISMATCH' });
  });

  it("checks tenhou against the round's dealer", () => {
    const tenhou = (winner: number): RiichiRoundInput => ({
      riichis: [],
      tenpais: [],
      transactions: [
        { transactionType: 'SELF_DRAW', winner, hand: { han: 13, fu: 30, dora: 0, yaku: ['tenhou'] } },
      ],
    });
    const east2 = { roundWind: 'EAST' as const, roundNumber: 2, bonus: 0, startRiichiStickCount: 0 };
    expect(validateRiichiRound(east2, tenhou(1), rules).ok).toBe(true);
    expect(validateRiichiRound(east2, tenhou(0), rules)).toMatchObject({
      ok: false,
      code: 'YAKU_NOT_ALLOWED',
    });
  });
});

it('lists the common yaku first', () => {
  const firstRare = YAKU.findIndex((yaku) => !yaku.common);
  expect(YAKU.slice(firstRare).some((yaku) => yaku.common)).toBe(false);
  expect(YAKU.slice(0, 4).map((yaku) => yaku.id)).toEqual(['riichi', 'tsumo', 'pinfu', 'tanyao']);
});
