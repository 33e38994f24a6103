/**
 * The game's words in the reader's language (labels say Riichi or Hong Kong, plus Ranked
 * or Casual). Terms follow docs/glossary.md; Hong Kong play has its own (zh-Hant: 食糊, 出銃, 自摸…),
 * asked for with the `hk` context.
 */
import { t } from '@lingui/core/macro';
import type { GameType, Season, SeasonType, Variant } from '@mahjong/shared';

export function variantLabel(variant: Variant): string {
  return variant === 'jp' ? t`Riichi` : t`Hong Kong`;
}

export function gameTypeLabel(type: GameType): string {
  return type === 'RANKED' ? t`Ranked` : t`Casual`;
}

/** What a season counts: the club's ranked season, a casual one, or a league. */
export function seasonTypeLabel(type: SeasonType): string {
  switch (type) {
    case 'ranked':
      return t({ message: 'Ranked', context: 'season type' });
    case 'casual':
      return t({ message: 'Casual', context: 'season type' });
    default:
      return t({ message: 'League', context: 'season type' });
  }
}

/** A season's kind as one phrase: its type, or the league's name. */
export function seasonKindLabel(season: Pick<Season, 'type' | 'league'>): string {
  if (season.type === 'league' && season.league) {
    const league = season.league;
    return t`League: ${league}`;
  }
  return seasonTypeLabel(season.type);
}

/** A kind of game as one phrase (the languages order the words their own way). */
export function gameKindLabel(variant: Variant, type: GameType): string {
  if (variant === 'jp') return type === 'RANKED' ? t`Riichi Ranked` : t`Riichi Casual`;
  return type === 'RANKED' ? t`Hong Kong Ranked` : t`Hong Kong Casual`;
}

/** Transaction types in words (riichi's types include every Hong Kong one). */
export function transactionLabel(type: string, variant: Variant = 'jp'): string {
  if (variant === 'hk') {
    switch (type) {
      case 'DEAL_IN':
        return t({ message: 'Deal-in (ron)', context: 'hk' });
      case 'SELF_DRAW':
        return t({ message: 'Self-draw (tsumo)', context: 'hk' });
      case 'DEAL_IN_PAO':
        return t({ message: 'Deal-in with pao', context: 'hk' });
      case 'SELF_DRAW_PAO':
        return t({ message: 'Self-draw with pao', context: 'hk' });
      case 'DECK_OUT':
        return t({ message: 'Deck-out (draw)', context: 'hk' });
    }
  }
  switch (type) {
    case 'DEAL_IN':
      return t`Deal-in (ron)`;
    case 'SELF_DRAW':
      return t`Self-draw (tsumo)`;
    case 'DEAL_IN_PAO':
      return t`Deal-in with pao`;
    case 'SELF_DRAW_PAO':
      return t`Self-draw with pao`;
    case 'NAGASHI_MANGAN':
      return t`Nagashi mangan`;
    case 'INROUND_RYUUKYOKU':
      return t`Reshuffle`;
    case 'DECK_OUT':
      return t`Deck-out (draw)`;
    case 'CHOMBO':
      return variant === 'hk' ? t({ message: 'Chombo', context: 'hk' }) : t`Chombo (reverse mangan)`;
    default:
      return type;
  }
}
