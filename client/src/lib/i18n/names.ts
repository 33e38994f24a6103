/**
 * Player names in the reader's language: searched and sorted as a reader of that language expects,
 * whatever script a name is written in.
 */

/** Katakana to hiragana: さくら finds サクラ (a Japanese reader types either). */
const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));

/** What a search compares: width (ｓａｍ), case, accents (Zoë), and kana kinds folded away. */
export function searchKey(text: string, locale: string): string {
  return toHiragana(
    text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).normalize('NFC'),
  ).trim();
}

/** Whether a name contains what was typed (`sam` finds `Sam_7`, `zoe` finds `Zoë`, `さくら` finds `サクラ`). */
export function nameMatches(name: string, typed: string, locale: string): boolean {
  const needle = searchKey(typed, locale);
  return needle === '' || searchKey(name, locale).includes(needle);
}

/** Names in the reader's order (digits by value: player2 before player10). */
export function nameOrder(locale: string): (a: string, b: string) => number {
  return new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }).compare;
}
