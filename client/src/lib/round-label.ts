/**
 * Round names as the reader asked for them: the words are in i18n/round-words.ts; these hooks add
 * whose choice counts — a signed-in player's setting, else this device's (a projector is a visitor).
 */
import { useLingui } from '@lingui/react';
import type { LabelledRound, Variant } from '@mahjong/shared';
import { useCallback } from 'react';
import { useCurrentPlayer } from '../api/current-player.ts';
import { useDeviceChoice } from './device-choice.ts';
import { formatRoundLabel, type RoundLabelStyle } from './i18n/round-words.ts';

export { formatRoundLabel, type RoundLabelStyle } from './i18n/round-words.ts';

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
