/** Words many screens share: the game's variants, lists of names. In the language being spoken. */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Variant } from '@mahjong/shared';

export function variantName(variant: Variant): string {
  return variant === 'jp' ? t`Japanese riichi` : t`Hong Kong`;
}

/** `alice, bob and carol` in the reader's language (Intl.ListFormat). */
export function listOf(items: readonly string[]): string {
  return new Intl.ListFormat(i18n.locale, { style: 'long', type: 'conjunction' }).format(items);
}
