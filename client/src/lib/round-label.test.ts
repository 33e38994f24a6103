import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as ja } from '../locales/ja.po';
import { messages as zhHans } from '../locales/zh-Hans.po';
import { messages as zhHant } from '../locales/zh-Hant.po';
import { formatRoundLabel } from './round-label.ts';

const southTwo = { roundWind: 'SOUTH', roundNumber: 2, bonus: 1 } as const;

afterAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: en });
});

describe('round labels', () => {
  it('name riichi rounds in kanji or in English words, as the English reader chose', () => {
    expect(formatRoundLabel('jp', southTwo, 'kanji')).toBe('南二局 1本場');
    expect(formatRoundLabel('jp', southTwo, 'english')).toBe('South 2, 1 bonus');
  });

  it('name Hong Kong rounds by wind and number', () => {
    expect(formatRoundLabel('hk', southTwo, 'kanji')).toBe('South 2');
    expect(formatRoundLabel('hk', southTwo, 'english')).toBe('South 2');
  });

  it.each([
    ['zh-Hant', zhHant, '南二局 1本場', '南圈 第2局'],
    ['zh-Hans', zhHans, '南二局 1本场', '南圈 第2局'],
    ['ja', ja, '南二局 1本場', '南2局'],
  ])(
    'in %s name riichi rounds in kanji whatever the setting, and Hong Kong rounds in the language',
    (locale, messages, riichi, hongKong) => {
      i18n.loadAndActivate({ locale, messages });
      expect(formatRoundLabel('jp', southTwo, 'english')).toBe(riichi);
      expect(formatRoundLabel('jp', { roundWind: 'EAST', roundNumber: 1 }, 'kanji')).toBe(
        locale === 'zh-Hans' ? '东一局 0本场' : '東一局 0本場',
      );
      expect(formatRoundLabel('hk', southTwo, 'kanji')).toBe(hongKong);
      i18n.loadAndActivate({ locale: 'en', messages: en });
    },
  );

  it('refuse a round the engine would not accept', () => {
    expect(() => formatRoundLabel('jp', { roundWind: 'UP' as never, roundNumber: 1 }, 'english')).toThrow(
      'Invalid wind',
    );
  });
});
