import { LANGUAGES, type Language } from '@mahjong/shared';
import { describe, expect, it } from 'vitest';
import { mailLanguage, resetMail } from './reset-mail.ts';

const facts = { username: 'ann', url: 'https://club.example.org/password-reset?id=7&token=abc', hours: 1 };

// Words each language's mail must say, besides the name and the link.
const EXPECTED: Record<Language, { subject: string; says: string[] }> = {
  en: {
    subject: 'Reset your Mahjong Club password',
    says: ['Hello ann,', 'Open this link within 1 hour to choose a new password:', 'ignore this message'],
  },
  'zh-Hant': { subject: '重設你的麻雀學會密碼', says: ['ann 你好：', '1 小時內', '請忽略本郵件'] },
  'zh-Hans': { subject: '重设你的麻将社密码', says: ['ann，你好：', '1 小时内', '请忽略本邮件'] },
  ja: {
    subject: '麻雀サークルのパスワード再設定',
    says: ['ann さん', '1時間以内', 'このメールを無視してください'],
  },
};

describe('the reset mail', () => {
  it.each(LANGUAGES)('is written in %s, with the name and the link', (language) => {
    const mail = resetMail(language, facts);
    expect(mail.subject).toBe(EXPECTED[language].subject);
    for (const words of EXPECTED[language].says) expect(mail.text).toContain(words);
    expect(mail.text.split('\n')).toContain(facts.url);
  });

  it('keeps the English words it has always sent', () => {
    expect(resetMail('en', facts).text).toBe(
      [
        'Hello ann,',
        '',
        'Someone (hopefully you) asked to reset the password of your Mahjong Club account.',
        'Open this link within 1 hour to choose a new password:',
        '',
        facts.url,
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
    );
    expect(resetMail('en', { ...facts, hours: 2 }).text).toContain('within 2 hours');
  });

  it("takes the language from the player's settings, else English", () => {
    expect(mailLanguage({ language: 'ja' })).toBe('ja');
    expect(mailLanguage({ language: 'zh-Hant', roundLabels: 'kanji' })).toBe('zh-Hant');
    expect(mailLanguage({})).toBe('en');
    expect(mailLanguage({ language: 'fr' })).toBe('en');
    expect(mailLanguage(null)).toBe('en');
  });
});
