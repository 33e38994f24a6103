/**
 * The password-reset e-mail in the member's language. The client's catalogues never reach the
 * server, so the mail's few sentences live here, one entry per language of `LANGUAGES`; a new
 * language fails the type check until its words are added (docs/languages.md).
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@mahjong/shared';

export interface ResetMailFacts {
  username: string;
  /** The single-use link. */
  url: string;
  /** How long the link works. */
  hours: number;
}

interface ResetMailWords {
  subject: string;
  greeting: (username: string) => string;
  asked: string;
  open: (hours: number) => string;
  ignore: string;
}

const WORDS: Readonly<Record<Language, ResetMailWords>> = {
  en: {
    subject: 'Reset your Mahjong Club password',
    greeting: (username) => `Hello ${username},`,
    asked: 'Someone (hopefully you) asked to reset the password of your Mahjong Club account.',
    open: (hours) =>
      `Open this link within ${hours} ${hours === 1 ? 'hour' : 'hours'} to choose a new password:`,
    ignore: 'If you did not ask for this, ignore this message: your password stays as it is.',
  },
  'zh-Hant': {
    subject: '重設你的麻雀學會密碼',
    greeting: (username) => `${username} 你好：`,
    asked: '有人（希望是你本人）要求重設你的麻雀學會帳戶密碼。',
    open: (hours) => `請在 ${hours} 小時內打開以下連結，設定新密碼：`,
    ignore: '如果這不是你的要求，請忽略本郵件：你的密碼不會改變。',
  },
  'zh-Hans': {
    subject: '重设你的麻将社密码',
    greeting: (username) => `${username}，你好：`,
    asked: '有人（希望是你本人）请求重设你的麻将社账户密码。',
    open: (hours) => `请在 ${hours} 小时内打开以下链接，设置新密码：`,
    ignore: '如果这不是你的请求，请忽略本邮件：你的密码不会改变。',
  },
  ja: {
    subject: '麻雀サークルのパスワード再設定',
    greeting: (username) => `${username} さん`,
    asked:
      'どなたか（ご本人であることを願います）が、麻雀サークルのアカウントのパスワード再設定を依頼しました。',
    open: (hours) => `${hours}時間以内に次のリンクを開き、新しいパスワードを設定してください：`,
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
};

/** The language a player chose in their settings; English when they chose none (or one not spoken). */
export function mailLanguage(settings: unknown): Language {
  const language =
    typeof settings === 'object' && settings !== null
      ? (settings as { language?: unknown }).language
      : undefined;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Subject and plain text of the reset mail, in `language`. */
export function resetMail(language: Language, facts: ResetMailFacts): { subject: string; text: string } {
  const words = WORDS[language];
  return {
    subject: words.subject,
    text: [
      words.greeting(facts.username),
      '',
      words.asked,
      words.open(facts.hours),
      '',
      facts.url,
      '',
      words.ignore,
    ].join('\n'),
  };
}
