/**
 * Yaku (riichi) and hand patterns (Hong Kong) by their ids, in the language being spoken: the
 * standard terms of each community (docs/glossary.md, "Yaku" and "Hong Kong patterns"). An id the
 * site does not know is shown as it is.
 */

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

const YAKU_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  riichi: msg({ message: 'Riichi', context: 'yaku' }),
  'double-riichi': msg({ message: 'Double riichi', context: 'yaku' }),
  ippatsu: msg({ message: 'Ippatsu', context: 'yaku' }),
  tsumo: msg({ message: 'Menzen tsumo', context: 'yaku' }),
  pinfu: msg({ message: 'Pinfu', context: 'yaku' }),
  tanyao: msg({ message: 'Tanyao', context: 'yaku' }),
  iipeikou: msg({ message: 'Iipeikou', context: 'yaku' }),
  yakuhai: msg({ message: 'Yakuhai', context: 'yaku' }),
  chankan: msg({ message: 'Chankan', context: 'yaku' }),
  'rinshan-kaihou': msg({ message: 'Rinshan kaihou', context: 'yaku' }),
  'haitei-raoyue': msg({ message: 'Haitei raoyue', context: 'yaku' }),
  'houtei-raoyui': msg({ message: 'Houtei raoyui', context: 'yaku' }),
  chiitoitsu: msg({ message: 'Chiitoitsu', context: 'yaku' }),
  'sanshoku-doujun': msg({ message: 'Sanshoku doujun', context: 'yaku' }),
  ittsu: msg({ message: 'Ittsu', context: 'yaku' }),
  chanta: msg({ message: 'Chanta', context: 'yaku' }),
  toitoi: msg({ message: 'Toitoi', context: 'yaku' }),
  sanankou: msg({ message: 'Sanankou', context: 'yaku' }),
  'sanshoku-doukou': msg({ message: 'Sanshoku doukou', context: 'yaku' }),
  sankantsu: msg({ message: 'Sankantsu', context: 'yaku' }),
  shousangen: msg({ message: 'Shousangen', context: 'yaku' }),
  honroutou: msg({ message: 'Honroutou', context: 'yaku' }),
  ryanpeikou: msg({ message: 'Ryanpeikou', context: 'yaku' }),
  junchan: msg({ message: 'Junchan', context: 'yaku' }),
  honitsu: msg({ message: 'Honitsu', context: 'yaku' }),
  chinitsu: msg({ message: 'Chinitsu', context: 'yaku' }),
  'kokushi-musou': msg({ message: 'Kokushi musou', context: 'yaku' }),
  suuankou: msg({ message: 'Suuankou', context: 'yaku' }),
  daisangen: msg({ message: 'Daisangen', context: 'yaku' }),
  shousuushii: msg({ message: 'Shousuushii', context: 'yaku' }),
  daisuushii: msg({ message: 'Daisuushii', context: 'yaku' }),
  tsuuiisou: msg({ message: 'Tsuuiisou', context: 'yaku' }),
  chinroutou: msg({ message: 'Chinroutou', context: 'yaku' }),
  ryuuiisou: msg({ message: 'Ryuuiisou', context: 'yaku' }),
  'chuuren-poutou': msg({ message: 'Chuuren poutou', context: 'yaku' }),
  suukantsu: msg({ message: 'Suukantsu', context: 'yaku' }),
  tenhou: msg({ message: 'Tenhou', context: 'yaku' }),
  chiihou: msg({ message: 'Chiihou', context: 'yaku' }),
};

const PATTERN_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'self-draw': msg({ message: 'Self-draw', context: 'hk pattern' }),
  concealed: msg({ message: 'Concealed hand', context: 'hk pattern' }),
  'common-hand': msg({ message: 'Common hand', context: 'hk pattern' }),
  'value-pung': msg({ message: 'Dragon or wind pung', context: 'hk pattern' }),
  flower: msg({ message: 'Flower', context: 'hk pattern' }),
  'no-flowers': msg({ message: 'No flowers', context: 'hk pattern' }),
  'all-pungs': msg({ message: 'All pungs', context: 'hk pattern' }),
  'half-flush': msg({ message: 'Half flush', context: 'hk pattern' }),
  'full-flush': msg({ message: 'Full flush', context: 'hk pattern' }),
  'win-after-kong': msg({ message: 'Win after a kong', context: 'hk pattern' }),
  'last-tile': msg({ message: 'Last tile', context: 'hk pattern' }),
  'robbing-kong': msg({ message: 'Robbing a kong', context: 'hk pattern' }),
  'mixed-terminals': msg({ message: 'Mixed terminals', context: 'hk pattern' }),
  'small-dragons': msg({ message: 'Small three dragons', context: 'hk pattern' }),
  'great-dragons': msg({ message: 'Great three dragons', context: 'hk pattern' }),
  'concealed-pungs': msg({ message: 'All concealed pungs', context: 'hk pattern' }),
  'all-honours': msg({ message: 'All honours', context: 'hk pattern' }),
  'pure-terminals': msg({ message: 'Pure terminals', context: 'hk pattern' }),
  'small-winds': msg({ message: 'Small four winds', context: 'hk pattern' }),
  'great-winds': msg({ message: 'Great four winds', context: 'hk pattern' }),
  'thirteen-orphans': msg({ message: 'Thirteen orphans', context: 'hk pattern' }),
  'nine-gates': msg({ message: 'Nine gates', context: 'hk pattern' }),
  'all-kongs': msg({ message: 'Four kongs', context: 'hk pattern' }),
  'heavenly-hand': msg({ message: 'Heavenly hand', context: 'hk pattern' }),
  'earthly-hand': msg({ message: 'Earthly hand', context: 'hk pattern' }),
};

export function yakuName(id: string): string {
  const name = YAKU_NAMES[id];
  return name === undefined ? id : i18n._(name);
}

export function patternName(id: string): string {
  const name = PATTERN_NAMES[id];
  return name === undefined ? id : i18n._(name);
}

/** A list of ids as names, a counted one once with its count: `Riichi, Yakuhai ×2`. */
export function yakuListText(ids: readonly string[], variant: 'jp' | 'hk'): string {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const name = variant === 'jp' ? yakuName : patternName;
  return [...counts].map(([id, count]) => (count > 1 ? `${name(id)} ×${count}` : name(id))).join(t`, `);
}
