/**
 * Names in any script. A username may be written in any script — 李明华, さくら, 김민준, Zoë — but not
 * in two scripts a reader cannot tell apart: one name mixes only scripts that are written together
 * (Latin with Han, kana or Hangul), never Latin with Cyrillic or Greek, where `а` and `a` look the
 * same. (Which names read alike is the server's: server/src/modules/players/name-skeleton.ts.)
 */
/** The scripts a name's letters are written in (`Common` and `Inherited` marks belong to none). */
const SCRIPTS = [
  'Latin',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Cyrillic',
  'Greek',
  'Arabic',
  'Hebrew',
  'Thai',
  'Devanagari',
] as const;
const SCRIPT_TESTS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);
const OTHER_LETTER = /\p{L}/u;

/** Scripts written together, which one name may mix (Unicode's "highly restrictive" level, UTS #39 §5.2). */
const MIXES: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** The scripts of a name's letters; letters of a script not listed above count as `Other`. */
export function scriptsOf(name: string): string[] {
  const found = new Set<string>();
  for (const char of name) {
    const script = SCRIPT_TESTS.find(([, test]) => test.test(char))?.[0];
    if (script) found.add(script);
    else if (OTHER_LETTER.test(char)) found.add('Other');
  }
  return [...found];
}

/** Whether the name's letters are in one script, or in scripts that are written together. */
export function isSingleScriptName(name: string): boolean {
  const scripts = scriptsOf(name);
  return scripts.length <= 1 || MIXES.some((mix) => scripts.every((script) => mix.includes(script)));
}

/** East Asian wide letters take two columns on a screen; a name's length is counted the same way. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;

/** A name's width in columns: 李明 is as wide as `abcd`. */
export function nameWidth(name: string): number {
  let width = 0;
  for (const char of name) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** A deleted account is renamed `deleted-player-<id>`; nobody may register such a name. */
export const DELETED_PLAYER_PREFIX = 'deleted-player-';
