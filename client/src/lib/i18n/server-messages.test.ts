import { i18n } from '@lingui/core';
import { LANGUAGES, type MessageParams, SERVER_ERROR_CODES } from '@mahjong/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as ja } from '../../locales/ja.po';
import { messages as zhHans } from '../../locales/zh-Hans.po';
import { messages as zhHant } from '../../locales/zh-Hant.po';
import { serverErrorWords } from './server-messages.ts';

const catalogues = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ja };
const FALLBACK = 'the server’s English, for logs';
/** Every parameter any code reads, so that each message is made with its placeholders filled. */
const PARAMS: MessageParams = {
  field: 'username',
  seconds: 90,
  username: '李明华',
  season: 'Spring 2026',
  startDate: '2026-03-01',
  endDate: '2026-05-31',
  players: ['alice', 'bob'],
  variant: 'jp',
  free: 3,
  reason: 'ADMIN_ONLY',
};

function wordsIn(language: keyof typeof catalogues): Map<string, string> {
  i18n.loadAndActivate({ locale: language, messages: catalogues[language] });
  return new Map(SERVER_ERROR_CODES.map((code) => [code, serverErrorWords(code, PARAMS, 400, FALLBACK)]));
}

afterAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: en });
});

describe('every error code the server sends has words in every language', () => {
  const english = wordsIn('en');

  it.each(LANGUAGES)('%s', (language) => {
    const words = wordsIn(language);
    for (const code of SERVER_ERROR_CODES) {
      const sentence = words.get(code) ?? '';
      expect(sentence, code).not.toBe(FALLBACK);
      expect(sentence, code).not.toMatch(/\{\w+\}|^$/);
      if (language !== 'en') expect(sentence, `${code} in ${language}`).not.toBe(english.get(code));
    }
  });

  it('puts the parameters into the words', () => {
    expect(english.get('LAST_ADMIN')).toBe(
      "李明华 is the club's last admin: make another player admin first.",
    );
    expect(english.get('RATE_LIMITED')).toBe('Too many tries: wait 2 minutes, then try again.');
    expect(english.get('PLAYER_NOT_QUALIFIED')).toBe(
      'Not qualified for ranked Japanese riichi games: alice and bob.',
    );
    expect(wordsIn('ja').get('NOT_ENOUGH_PLAYERS')).toBe(
      '1卓には4人必要ですが、空いているチェックイン済みのプレイヤーは3人だけです。',
    );
  });
});
