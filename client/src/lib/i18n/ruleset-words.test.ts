import { i18n } from '@lingui/core';
import { clubRules, findPreset, LANGUAGES, RULESET_PRESETS } from '@mahjong/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as ja } from '../../locales/ja.po';
import { messages as zhHans } from '../../locales/zh-Hans.po';
import { messages as zhHant } from '../../locales/zh-Hant.po';
import { rulesDifferences, rulesetName, rulesSummary } from './ruleset-words.ts';

const catalogues = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ja };
const speak = (language: keyof typeof catalogues) =>
  i18n.loadAndActivate({ locale: language, messages: catalogues[language] });

afterAll(() => speak('en'));

const preset = (variant: 'jp' | 'hk', id: string) => {
  const found = findPreset(variant, id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
};

describe('rule sets in words', () => {
  it('says what WRC does differently from the club, switch by switch', () => {
    speak('en');
    expect(rulesDifferences(preset('jp', 'wrc'), clubRules('jp'))).toEqual([
      '30,000 to start',
      'uma +15/+5/-5/-15',
      'tied players share their places',
      'head bump: only the first ron after the discarder wins',
      'kiriage mangan',
      'no counted yakuman',
      'every yakuman single',
      'play on below zero',
      'no extra rounds',
      'no agari yame',
      'no nagashi mangan',
      'no abortive draws',
      'chombo 20,000 points off after uma',
    ]);
    expect(rulesSummary(clubRules('hk'), clubRules('hk'))).toBe("The club's own rules.");
    expect(rulesetName({ ...preset('jp', 'wrc'), changed: ['kiriage'] })).toBe('WRC (changed)');
  });

  it.each(LANGUAGES)('names every preset and sums up its differences in %s', (language) => {
    speak(language);
    for (const rules of RULESET_PRESETS) {
      const summary = rulesSummary(rules, clubRules(rules.variant));
      expect(summary, rules.id).not.toMatch(/\{\w+\}|^$/);
      expect(rulesetName(rules), rules.id).not.toBe('');
    }
    if (language !== 'en') {
      const spoken = rulesSummary(preset('hk', 'half-gun'), clubRules('hk'));
      speak('en');
      expect(spoken).not.toBe(rulesSummary(preset('hk', 'half-gun'), clubRules('hk')));
    }
  });

  it('speaks the glossary in Japanese', () => {
    speak('ja');
    expect(rulesetName(preset('jp', 'tenhou'))).toBe('天鳳');
    expect(rulesDifferences(preset('jp', 'mleague'), clubRules('jp'))).toContain('切り上げ満貫あり');
  });
});
