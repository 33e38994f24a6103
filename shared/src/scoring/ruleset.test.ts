import { describe, expect, it } from 'vitest';
import { CLUB_RULES, findPreset, HONG_KONG_PRESETS, RIICHI_PRESETS, RULESET_PRESETS } from './presets.ts';
import { refusalText } from './refusal-text.ts';
import { rulesConflict } from './rules.ts';
import { checkRuleset, presetIds, resolveRuleset, rulesetSchema } from './ruleset.ts';

describe('presets', () => {
  it('are the published ones, each a valid rule set with no contradiction', () => {
    expect(presetIds('jp')).toEqual(['club', 'wrc', 'ema', 'ema2025', 'jpml-a', 'tenhou', 'mleague']);
    expect(presetIds('hk')).toEqual(['club', 'half-gun', 'full-gun']);
    for (const preset of RULESET_PRESETS) {
      expect(rulesetSchema.parse(preset)).toEqual(preset);
      expect(rulesConflict(preset)).toBeUndefined();
      expect(preset.changed).toEqual([]);
    }
  });

  it('keep the club as it was: 25 000 / 30 000, West extension, below zero ends, no kiriage; 750 and 3–13 faan', () => {
    expect(CLUB_RULES.jp).toMatchObject({
      startPoints: 25_000,
      targetPoints: 30_000,
      extensionUntil: 'WEST',
      negativeEnds: true,
      kiriage: false,
      multiRon: 'all',
      chombo: 'rating',
    });
    expect(CLUB_RULES.hk).toMatchObject({ startPoints: 750, payout: 'club', minFaan: 3, maxFaan: 13 });
  });

  it('differ where the bodies differ', () => {
    const byId = Object.fromEntries(RIICHI_PRESETS.map((preset) => [preset.id, preset]));
    expect(byId.wrc).toMatchObject({
      startPoints: 30_000,
      multiRon: 'headBump',
      kiriage: true,
      negativeEnds: false,
    });
    expect(byId.ema).toMatchObject({ multiRon: 'all', multiRonBonus: 'split', kiriage: false });
    expect(byId.ema2025).toMatchObject({ kiriage: true });
    expect(byId['jpml-a']?.umaBelowStart?.three).toEqual([12_000, -1_000, -3_000, -8_000]);
    expect(byId.tenhou).toMatchObject({ oka: 20_000, multiRon: 'double', pointsRounding: 'thousands' });
    expect(byId.mleague).toMatchObject({ uma: [30_000, 10_000, -10_000, -30_000], tiedPlaces: 'share' });
    expect(HONG_KONG_PRESETS.map((preset) => preset.payout)).toEqual(['club', 'halfGun', 'fullGun']);
  });
});

describe('resolveRuleset', () => {
  it('takes a preset whole, or the fallback when none is named', () => {
    expect(resolveRuleset('jp', { ruleset: 'wrc' }, CLUB_RULES.jp)).toEqual({
      ok: true,
      value: findPreset('jp', 'wrc'),
    });
    expect(resolveRuleset('hk', {}, CLUB_RULES.hk)).toEqual({ ok: true, value: CLUB_RULES.hk });
  });

  it('changes single switches on top and lists them as changed', () => {
    const result = resolveRuleset(
      'jp',
      { ruleset: 'wrc', rules: { kiriage: false, startPoints: 30_000 } },
      CLUB_RULES.jp,
    );
    expect(result.ok && result.value).toMatchObject({ id: 'wrc', kiriage: false, changed: ['kiriage'] });
  });

  it('refuses an unknown preset, naming it and the known ones', () => {
    const result = resolveRuleset('jp', { ruleset: 'half-gun' }, CLUB_RULES.jp);
    expect(result).toMatchObject({
      ok: false,
      refusal: { code: 'UNKNOWN_RULESET', params: { ruleset: 'half-gun' } },
    });
    if (!result.ok)
      expect(refusalText(result.refusal)).toMatch(
        /"half-gun" is not a riichi rule set; choose one of club, wrc/,
      );
  });

  it.each([
    [{ startPoints: 25_050 }, 'startPoints'],
    [{ uma: [15_000, 5_000, -5_000] }, 'uma'],
    [{ multiRon: 'triple' }, 'multiRon'],
    [{ honba: 500 }, 'honba'],
    [{ variant: 'hk' }, 'variant'],
  ])('refuses %j, naming the switch', (rules, name) => {
    const result = resolveRuleset('jp', { ruleset: 'club', rules }, CLUB_RULES.jp);
    expect(result).toMatchObject({ ok: false, refusal: { code: 'INVALID_RULE' } });
    if (!result.ok) expect(refusalText(result.refusal)).toContain(name);
  });

  it.each([
    [{ targetPoints: 20_000 }, 'RULES_TARGET_NOT_ABOVE_START'],
    [{ uma: [20_000, 10_000, -10_000, -10_000] }, 'RULES_UMA_NOT_ZERO_SUM'],
    [{ length: 'eastSouth', extensionUntil: 'SOUTH' }, 'RULES_EXTENSION_BEFORE_END'],
    [{ multiRon: 'headBump', multiRonBonus: 'split' }, 'RULES_SPLIT_UNDER_HEAD_BUMP'],
    [{ oka: 10_100 }, 'RULES_OKA_NOT_QUARTERS'],
    [{ chombo: 'points', chomboPenalty: 0 }, 'RULES_CHOMBO_PENALTY_MISSING'],
  ])('refuses switches that contradict each other: %j → %s', (rules, code) => {
    const result = resolveRuleset('jp', { ruleset: 'club', rules }, CLUB_RULES.jp);
    expect(result).toMatchObject({ ok: false, refusal: { code } });
  });

  it('says why in words: a target below the start under extension rounds', () => {
    const result = resolveRuleset('jp', { rules: { targetPoints: 20_000 } }, CLUB_RULES.jp);
    if (result.ok) throw new Error('expected a refusal');
    expect(refusalText(result.refusal)).toBe(
      'Extension rounds are played until someone reaches the target, so targetPoints (20000) must be above startPoints (25000)',
    );
  });

  it('Hong Kong: a minimum above the cap, and a 0-faan half gun, contradict', () => {
    expect(
      resolveRuleset('hk', { ruleset: 'half-gun', rules: { minFaan: 9, maxFaan: 8 } }, CLUB_RULES.hk),
    ).toMatchObject({
      ok: false,
      refusal: { code: 'RULES_MIN_ABOVE_CAP' },
    });
    expect(resolveRuleset('hk', { ruleset: 'half-gun', rules: { minFaan: 0 } }, CLUB_RULES.hk)).toMatchObject(
      {
        ok: false,
        refusal: { code: 'RULES_HALF_GUN_ZERO_FAAN' },
      },
    );
  });

  it('checkRuleset takes a whole stored rule set, and refuses a broken one', () => {
    expect(checkRuleset(findPreset('hk', 'full-gun'))).toMatchObject({ ok: true });
    expect(checkRuleset({ ...CLUB_RULES.jp, agariyame: 'yes' })).toMatchObject({
      ok: false,
      refusal: { code: 'INVALID_RULE', params: { switch: 'agariyame' } },
    });
  });
});
