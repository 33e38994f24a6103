/** Words many screens share: the game's variants, lists of names. In the language being spoken. */
import { i18n } from '@lingui/core';
import { select, t } from '@lingui/core/macro';
import type { Variant } from '@mahjong/shared';

export function variantName(variant: Variant): string {
  return variant === 'jp' ? t`Japanese riichi` : t`Hong Kong`;
}

/** `alice, bob and carol` in the reader's language (Intl.ListFormat). */
export function listOf(items: readonly string[]): string {
  return new Intl.ListFormat(i18n.locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** A seat's wind by its index 0–3 (East, South, West, North): 東家… in Chinese and Japanese. */
export function seatWind(seat: number): string {
  const wind = ['EAST', 'SOUTH', 'WEST', 'NORTH'][seat] ?? '';
  return t({
    message: `${select(wind, { EAST: 'East', SOUTH: 'South', WEST: 'West', other: 'North' })}`,
    comment: "A seat's wind: the seat of East, South, West or North",
  });
}

/** The browser tab's name for a page: `Leaderboard · Mahjong Club`. */
export function pageTitle(page: string): string {
  return t`${page} · Mahjong Club`;
}
