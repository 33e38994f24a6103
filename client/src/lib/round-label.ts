/**
 * Round names in the reader's language. Riichi: the kanji label (`東一局 1本場`, simplified
 * `东一局 1本场` in 简体中文) in Chinese and Japanese; in English the kanji label or `East 1, 1 bonus`
 * as the viewer chose in Settings (`roundLabels`). Hong Kong: the wind and the number in the language
 * (`East 1`, `東圈 第1局`, `东圈 第1局`, `東1局`). Rounds always arrive as data (wind, number, bonus).
 */
import { i18n } from '@lingui/core';
import { select, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type LabelledRound, type PlayerSettings, roundLabel, type Variant } from '@mahjong/shared';
import { useCallback } from 'react';
import { useCurrentPlayer } from '../api/current-player.ts';
import { useDeviceChoice } from './device-choice.ts';

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

export const ROUND_LABELS_KEY = 'roundLabels';

const isRoundLabelStyle = (value: string | null): value is RoundLabelStyle =>
  value === 'kanji' || value === 'english';

/** The round names this device chose: for a visitor (a projector is never logged in). */
export function useDeviceRoundLabelStyle(): [RoundLabelStyle, (style: RoundLabelStyle) => void] {
  return useDeviceChoice(ROUND_LABELS_KEY, 'kanji', isRoundLabelStyle);
}

/** A player's setting; a visitor's choice on this device; else kanji. */
function useRoundLabelStyle(): RoundLabelStyle {
  const { player } = useCurrentPlayer();
  const [onDevice] = useDeviceRoundLabelStyle();
  return player ? (player.settings.roundLabels ?? 'kanji') : onDevice;
}

/** The round namer for the reader's language and setting (kanji by default). */
export function useRoundLabel(): (variant: Variant, round: LabelledRound) => string {
  const style = useRoundLabelStyle();
  // The language is part of the namer: a change of language makes a new one (and re-renders).
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useCallback(
    (variant, round) => (language ? formatRoundLabel(variant, round, style) : ''),
    [style, language],
  );
}
