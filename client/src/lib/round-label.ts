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

/** The round namer for the signed-in player's setting (kanji for visitors and by default). */
export function useRoundLabel(): (variant: Variant, round: LabelledRound) => string {
  const { player } = useCurrentPlayer();
  const style: RoundLabelStyle = player?.settings.roundLabels ?? 'kanji';
  return useCallback((variant, round) => formatRoundLabel(variant, round, style), [style]);
}
