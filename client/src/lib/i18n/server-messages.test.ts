import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import {
  FIELD_ISSUE_REASONS,
  LANGUAGES,
  MEASURED_REASONS,
  type MessageParams,
  SERVER_ERROR_CODES,
} from '@mahjong/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as ja } from '../../locales/ja.po';
import { messages as zhHans } from '../../locales/zh-Hans.po';
import { messages as zhHant } from '../../locales/zh-Hant.po';
import { fieldIssueWords } from './field-words.ts';
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
  session: 2,
  missing: 2,
  over: 2,
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
    expect(english.get('PLAYERS_NOT_MULTIPLE_OF_FOUR')).toBe(
      'The players do not make full tables: 2 are missing (or mark 2 as dropped).',
    );
    expect(wordsIn('ja').get('NOT_ENOUGH_PLAYERS')).toBe(
      '1卓には4人必要ですが、空いているチェックイン済みのプレイヤーは3人だけです。',
    );
  });
});

describe('the refusals of a rule set', () => {
  const RULES_CODES = [
    'UNKNOWN_RULESET',
    'INVALID_RULE',
    'RULES_UMA_NOT_ZERO_SUM',
    'RULES_OKA_NOT_QUARTERS',
    'RULES_EXTENSION_BEFORE_END',
    'RULES_TARGET_NOT_ABOVE_START',
    'RULES_SPLIT_UNDER_HEAD_BUMP',
    'RULES_CHOMBO_PENALTY_MISSING',
    'RULES_MIN_ABOVE_CAP',
    'RULES_HALF_GUN_ZERO_FAAN',
  ];
  const params: MessageParams = { ruleset: 'wrc', switch: 'startPoints', reason: 'RANKED_RULES_ADMIN_ONLY' };
  const wordsOf = (language: keyof typeof catalogues, code: string) => {
    i18n.loadAndActivate({ locale: language, messages: catalogues[language] });
    return serverErrorWords(code, params, 400, FALLBACK);
  };

  it.each(LANGUAGES)('are put into words in %s, not the server’s English', (language) => {
    for (const code of [...RULES_CODES, 'FORBIDDEN']) {
      const sentence = wordsOf(language, code);
      expect(sentence, code).not.toBe(FALLBACK);
      expect(sentence, code).not.toMatch(/\{\w+\}|^$/);
      if (language !== 'en') expect(sentence, `${code} in ${language}`).not.toBe(wordsOf('en', code));
    }
  });

  it('name the preset and the switch, the switch in words', () => {
    expect(wordsOf('en', 'UNKNOWN_RULESET')).toBe(
      'There is no rule set "wrc" for this game: choose one from the list.',
    );
    expect(wordsOf('en', 'INVALID_RULE')).toBe(
      'The rule "Starting points" is not one this game can be played with.',
    );
    expect(wordsOf('ja', 'INVALID_RULE')).toBe('ルール「持ち点」はこの対局では使えません。');
    expect(wordsOf('zh-Hans', 'INVALID_RULE')).toContain('起始点数');
    expect(wordsOf('zh-Hant', 'INVALID_RULE')).toContain('起始點數');
    expect(wordsOf('en', 'FORBIDDEN')).toBe(
      'Only an admin can change single rules of a ranked game: choose one of the rule sets instead.',
    );
  });
});

/**
 * A check's own rule travels as `INVALID_INPUT` with a `reason`, not as a code of its own: the list
 * of codes above never reaches it. Every reason the shared schemas or the server give must be in
 * FIELD_ISSUE_REASONS, and each has its words in every language.
 */
describe('every reason a field check gives has words in every language', () => {
  const root = join(import.meta.dirname, '../../../..');
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(root, dir, file), 'utf8'));
  // A zod check's `params: { reason: … }`, or the server's own `issue: 'custom', reason: …`.
  const REASON = /params: \{ reason: '([A-Z_]+)'|issue: 'custom',\s*reason: '([A-Z_]+)'/g;
  const given = new Set(
    [...sources('shared/src'), ...sources('server/src')].flatMap((text) =>
      [...text.matchAll(REASON)].map((match) => match[1] ?? match[2] ?? ''),
    ),
  );

  it('finds the reasons the game logs, the statistics and the seasons give, and knows every one', () => {
    expect([...given]).toEqual(
      expect.arrayContaining(['REPEATED_PLAYER', 'RESULT_NEEDS_PLAYER', 'TO_BEFORE_FROM', 'LEAGUE_NAME']),
    );
    const known: readonly string[] = [...FIELD_ISSUE_REASONS, ...MEASURED_REASONS];
    expect([...given].filter((reason) => !known.includes(reason))).toEqual([]);
  });

  const reasonWords = (language: keyof typeof catalogues, reason: string) => {
    i18n.loadAndActivate({ locale: language, messages: catalogues[language] });
    return fieldIssueWords({ issue: 'custom', reason });
  };

  it.each(LANGUAGES)('%s', (language) => {
    const unknown = reasonWords(language, 'NO_SUCH_RULE');
    for (const reason of FIELD_ISSUE_REASONS) {
      const sentence = reasonWords(language, reason);
      expect(sentence, reason).not.toBe(unknown);
      expect(sentence, reason).not.toMatch(/\{\w+\}|^$/);
      if (language !== 'en') expect(sentence, `${reason} in ${language}`).not.toBe(reasonWords('en', reason));
    }
  });

  it('says the rule in the answer the server sends', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    expect(
      serverErrorWords(
        'INVALID_INPUT',
        { field: 'to', issue: 'custom', reason: 'TO_BEFORE_FROM' },
        400,
        FALLBACK,
      ),
    ).toBe('Not valid (to): The last day must be on or after the first day.');
  });
});
