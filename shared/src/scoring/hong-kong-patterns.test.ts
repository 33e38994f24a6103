/** Hong Kong patterns: faan summed and capped, what cannot stand together, the hand's faan checked. */
import { describe, expect, it } from 'vitest';
import {
  HONG_KONG_PATTERN_IDS,
  HONG_KONG_PATTERNS,
  patternListRefusal,
  patternsCompatible,
  patternsFaan,
  patternsHandRefusal,
} from './hong-kong-patterns.ts';
import { CLUB_RULES } from './presets.ts';
import { validateHongKongRoundInput } from './validate.ts';

const capped = (maxFaan: number) => ({ maxFaan });

describe('Hong Kong patterns', () => {
  it('has the common patterns at their faan', () => {
    const faan = Object.fromEntries(HONG_KONG_PATTERNS.map((pattern) => [pattern.chinese, pattern.faan]));
    expect(faan).toMatchObject({
      對對糊: 3,
      清一色: 7,
      混一色: 3,
      平糊: 1,
      門前清: 1,
      自摸: 1,
      花: 1,
      番子: 1,
      無花: 1,
      槓上開花: 2,
      海底撈月: 1,
      搶槓: 1,
      十三么: 13,
      大三元: 8,
      小三元: 5,
      大四喜: 13,
      小四喜: 13,
      字一色: 10,
      清么九: 10,
      混么九: 4,
      坎坎糊: 8,
    });
    expect(new Set(HONG_KONG_PATTERN_IDS).size).toBe(HONG_KONG_PATTERNS.length);
  });

  it('sums the faan, counting flowers and dragon or wind pungs once each, capped at the rules', () => {
    expect(patternsFaan(['half-flush', 'all-pungs', 'value-pung', 'value-pung'], capped(13))).toBe(8);
    expect(patternsFaan(['self-draw', 'flower', 'flower'], capped(13))).toBe(3);
    expect(patternsFaan(['full-flush', 'all-pungs', 'self-draw'], capped(10))).toBe(10);
    expect(patternsFaan(['thirteen-orphans', 'self-draw'], capped(10))).toBe(10);
  });

  it.each([
    ['common-hand', 'all-pungs'],
    ['half-flush', 'full-flush'],
    ['flower', 'no-flowers'],
    ['small-dragons', 'great-dragons'],
    ['small-winds', 'great-winds'],
    ['mixed-terminals', 'pure-terminals'],
    ['thirteen-orphans', 'all-pungs'],
  ])('%s cannot stand with %s', (a, b) => {
    expect(patternsCompatible(a, b)).toBe(false);
    expect(patternListRefusal([a, b], { ron: true })).toMatchObject({
      code: 'YAKU_INCOMPATIBLE',
      params: { variant: 'hk' },
    });
  });

  it('refuses a self-draw pattern on a discard, an unknown id and too many of one', () => {
    expect(patternListRefusal(['self-draw'], { ron: true })?.params.reason).toBe('tsumo');
    expect(patternListRefusal(['robbing-kong'], { ron: false })?.params.reason).toBe('ron');
    expect(patternListRefusal(['chicken'], { ron: true })?.code).toBe('UNKNOWN_YAKU');
    expect(patternListRefusal(['all-pungs', 'all-pungs'], { ron: true })?.code).toBe('YAKU_REPEATED');
  });

  it('refuses faan the patterns do not make, naming both', () => {
    expect(
      patternsHandRefusal({ points: 5, patterns: ['all-pungs', 'self-draw'] }, { ron: false }, capped(13)),
    ).toMatchObject({ code: 'PATTERNS_FAAN_MISMATCH', params: { patternFaan: 4, faan: 5 } });
    expect(
      patternsHandRefusal({ points: 4, patterns: ['all-pungs', 'self-draw'] }, { ron: false }, capped(13)),
    ).toBeUndefined();
  });

  it('is checked when a round is validated', () => {
    const round = (points: number) => ({
      transactions: [
        {
          transactionType: 'DEAL_IN' as const,
          winner: 0,
          loser: 1,
          hand: { points, patterns: ['half-flush'] },
        },
      ],
    });
    expect(validateHongKongRoundInput(round(3), CLUB_RULES.hk).ok).toBe(true);
    expect(validateHongKongRoundInput(round(4), CLUB_RULES.hk)).toMatchObject({
      ok: false,
      code: 'PATTERNS_FAAN_MISMATCH',
    });
  });
});
