/**
 * The languages the club's site speaks, and how a browser's preferences pick one. The client asks
 * `navigator.languages`, the server an `Accept-Language` header; both land on the same choice.
 */

export const LANGUAGES = ['en', 'zh-Hant', 'zh-Hans', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words: what the language menu shows, whatever language the page is in. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  ja: '日本語',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Chinese regions written in traditional characters when a tag names no script. */
const TRADITIONAL_REGIONS = new Set(['TW', 'HK', 'MO']);

/**
 * The language a BCP 47 tag asks for, or null when the site does not speak it: `zh-TW`, `zh-HK`,
 * `zh-Hant-*` and `yue` are traditional Chinese; `zh`, `zh-CN`, `zh-SG`, `zh-Hans-*` simplified.
 */
export function languageOfTag(tag: string): Language | null {
  const parts = tag.trim().replace(/_/g, '-').split('-');
  const base = parts[0]?.toLowerCase();
  if (base === 'en') return 'en';
  if (base === 'ja') return 'ja';
  if (base === 'yue') return 'zh-Hant';
  if (base !== 'zh') return null;
  const rest = parts.slice(1).map((part) => part.toLowerCase());
  if (rest.includes('hant')) return 'zh-Hant';
  if (rest.includes('hans')) return 'zh-Hans';
  return rest.some((part) => TRADITIONAL_REGIONS.has(part.toUpperCase())) ? 'zh-Hant' : 'zh-Hans';
}

/** The first of the browser's preferred languages (most preferred first) the site speaks; else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an `Accept-Language` header, most preferred first (`q=0` means "not this one"). */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
