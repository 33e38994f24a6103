import type { GameType, Variant } from '@mahjong/shared';

const variantNames: Record<Variant, string> = { jp: 'Riichi', hk: 'Hong Kong' };
const typeNames: Record<GameType, string> = { RANKED: 'Ranked', CASUAL: 'Casual' };

/** The navigation's words: "Riichi Ranked", "Hong Kong Casual". */
export function boardName(variant: Variant, type: GameType): string {
  return `${variantNames[variant] ?? variant} ${typeNames[type] ?? type}`;
}

export function variantName(variant: Variant): string {
  return variantNames[variant] ?? variant;
}

/** Where each board lives (SPEC §2). */
export function leaderboardPath(variant: Variant, type: GameType): string {
  return `/leaderboard/${variant}${type === 'CASUAL' ? '/casual' : ''}`;
}

/** A round in plain words for visitors, e.g. "South 3, 1 honba". */
export function describeRound(round: { roundWind: string; roundNumber: number; bonus?: number }): string {
  const wind = round.roundWind.charAt(0) + round.roundWind.slice(1).toLowerCase();
  const honba = round.bonus ? `, ${round.bonus} honba` : '';
  return `${wind} ${round.roundNumber}${honba}`;
}

export function formatRating(displayElo: number): string {
  return displayElo.toFixed(1);
}

const scoreFormat = new Intl.NumberFormat('en-GB', { signDisplay: 'exceptZero' });
const totalFormat = new Intl.NumberFormat('en-GB');

export function formatScore(score: number): string {
  return totalFormat.format(score);
}

export function formatDelta(delta: number): string {
  return scoreFormat.format(Math.round(delta * 10) / 10);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
