/**
 * Round names in the reader's language. Riichi: the kanji label (`東一局 1本場`, simplified
 * `东一局 1本场` in 简体中文) in Chinese and Japanese; in English the kanji label or `East 1, 1 bonus`
 * as the viewer chose in Settings (`roundLabels`). Hong Kong: the wind and the number in the language
 * (`East 1`, `東圈 第1局`, `东圈 第1局`, `東1局`). Rounds always arrive as data (wind, number, bonus).
 */
import { i18n } from '@lingui/core';
import { select, t } from '@lingui/core/macro';
import { type LabelledRound, type PlayerSettings, roundLabel, type Variant } from '@mahjong/shared';

export type RoundLabelStyle = NonNullable<PlayerSettings['roundLabels']>;

const NUMBER_KANJI = ['一', '二', '三', '四'] as const;

export function formatRoundLabel(variant: Variant, round: LabelledRound, style: RoundLabelStyle): string {
  // The engine checks the wind and number; the labels are built only from what it accepts.
  roundLabel(variant, round);
  const wind = round.roundWind;
  const number = round.roundNumber;
  const bonus = round.bonus ?? 0;
  if (variant === 'hk') {
    return t({
      message: `${select(wind, { EAST: 'East', SOUTH: 'South', WEST: 'West', other: 'North' })} ${number}`,
      comment: 'A Hong Kong round: the round wind and the dealer number, e.g. East 1',
    });
  }
  if (style === 'english' && i18n.locale === 'en') {
    return t({
      message: `${select(wind, { EAST: 'East', SOUTH: 'South', WEST: 'West', other: 'North' })} ${number}, ${bonus} bonus`,
      comment: 'A riichi round in English words (a setting of English readers only)',
    });
  }
  const kanji = NUMBER_KANJI[number - 1];
  return t({
    message: `${select(wind, { EAST: '東', SOUTH: '南', WEST: '西', other: '北' })}${kanji}局 ${bonus}本場`,
    comment: 'A riichi round by its kanji, e.g. 東一局 1本場 (simplified Chinese: 东一局 1本场)',
  });
}
