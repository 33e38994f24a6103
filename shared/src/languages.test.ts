import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, languageOfTag, pickLanguage } from './languages.ts';

describe('languageOfTag', () => {
  it.each([
    ['en-GB', 'en'],
    ['ja-JP', 'ja'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['yue', 'zh-Hant'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans-SG', 'zh-Hans'],
    ['zh_TW', 'zh-Hant'],
    ['fr-FR', null],
  ])('%s is %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });
});

describe('pickLanguage', () => {
  it('takes the first preferred language the site speaks', () => {
    expect(pickLanguage(['fr-FR', 'zh-HK', 'en'])).toBe('zh-Hant');
  });
  it('falls back to English', () => {
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('acceptedLanguageTags', () => {
  it('orders by weight, keeping the header order among equals, and drops q=0 and *', () => {
    expect(acceptedLanguageTags('en;q=0.5, ja-JP, zh-TW;q=0.8, fr;q=0, *;q=0.1')).toEqual([
      'ja-JP',
      'zh-TW',
      'en',
    ]);
  });
  it('reads a missing header as no preference', () => {
    expect(acceptedLanguageTags(undefined)).toEqual([]);
  });
});
