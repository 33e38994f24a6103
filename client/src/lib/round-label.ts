/**
 * Round names as the viewer chose in Settings (`roundLabels`): riichi rounds in kanji
 * (`東一局 0本場`, the engine's `roundLabel`) or in English (`East 1, 0 bonus`). Hong Kong rounds
 * are always `East 1`.
 */
import { type LabelledRound, type PlayerSettings, roundLabel, type Variant } from '@mahjong/shared';
import { useCallback } from 'react';
import { useCurrentPlayer } from '../api/current-player.ts';

export type RoundLabelStyle = NonNullable<PlayerSettings['roundLabels']>;

const WIND_NAMES = { EAST: 'East', SOUTH: 'South', WEST: 'West', NORTH: 'North' } as const;

export function formatRoundLabel(variant: Variant, round: LabelledRound, style: RoundLabelStyle): string {
  if (variant === 'hk' || style === 'kanji') return roundLabel(variant, round);
  // The engine checks the wind and number; the English form is built only from what it accepts.
  roundLabel(variant, round);
  return `${WIND_NAMES[round.roundWind]} ${round.roundNumber}, ${round.bonus ?? 0} bonus`;
}

const KANJI_WINDS = { 東: 'EAST', 南: 'SOUTH', 西: 'WEST', 北: 'NORTH' } as const;
const KANJI_NUMBERS = ['一', '二', '三', '四'];
/** A riichi round as the engine names it in its messages: `南二局 1本場`. */
const KANJI_ROUND = /([東南西北])([一二三四])局 (\d+)本場/g;

/**
 * A message that names riichi rounds the engine's way (the server's refusals, the engine's replay
 * errors: "Round 5 (南一局 0本場): …"), with those rounds named as Settings chose.
 */
export function formatRoundNames(text: string, style: RoundLabelStyle): string {
  if (style === 'kanji') return text;
  return text.replace(KANJI_ROUND, (_label, wind: keyof typeof KANJI_WINDS, number: string, bonus: string) =>
    formatRoundLabel(
      'jp',
      { roundWind: KANJI_WINDS[wind], roundNumber: KANJI_NUMBERS.indexOf(number) + 1, bonus: Number(bonus) },
      style,
    ),
  );
}

function useRoundLabelStyle(): RoundLabelStyle {
  const { player } = useCurrentPlayer();
  return player?.settings.roundLabels ?? 'kanji';
}

/** The round namer for the signed-in player's setting (kanji for visitors and by default). */
export function useRoundLabel(): (variant: Variant, round: LabelledRound) => string {
  const style = useRoundLabelStyle();
  return useCallback((variant, round) => formatRoundLabel(variant, round, style), [style]);
}

/** Rewrites the rounds a message names (a server's answer, an engine error) to the player's setting. */
export function useRoundNames(): (text: string) => string {
  const style = useRoundLabelStyle();
  return useCallback((text) => formatRoundNames(text, style), [style]);
}
