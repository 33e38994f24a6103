import { useLingui } from '@lingui/react/macro';
import type { GameType, Variant } from '@mahjong/shared';
import { useClubDefaultRules } from '../../../api/rulesets.ts';
import { currentSeason, useSeasons } from '../../../api/seasons.ts';
import { type RulesPick, RulesPicker } from '../../../components/rules/RulesPicker.tsx';
import { presetName, rulesetName } from '../../../lib/i18n/ruleset-words.ts';

interface RulesetChoiceProps {
  variant: Variant;
  type: GameType;
  /** The season chosen on the form, as text; '' for the default of the game's type. */
  season: string;
  value: RulesPick;
  onChange: (pick: RulesPick) => void;
  /** Single switches may be changed: on a casual game by anyone, on a ranked one by an admin. */
  mayAdjust: boolean;
}

/**
 * The rule set a new game is played under: the season's when it names one, else the club's default,
 * or one of the presets; then any switch changed on top.
 */
export function RulesetChoice({ variant, type, season, value, onChange, mayAdjust }: RulesetChoiceProps) {
  const { t } = useLingui();
  const clubDefault = useClubDefaultRules(variant);
  const seasons = useSeasons();
  const today = new Date().toISOString().slice(0, 10);
  const gameSeason =
    season === ''
      ? currentSeason(seasons.data ?? [], today, type)
      : seasons.data?.find((candidate) => String(candidate.id) === season);
  const seasonRules = gameSeason?.rules?.[variant] ?? null;
  const defaultRules = seasonRules ?? clubDefault.data;
  const defaultName = defaultRules ? rulesetName(defaultRules) : presetName('club', '');
  const seasonName = gameSeason?.name ?? '';
  return (
    <RulesPicker
      variant={variant}
      label={t`Rules`}
      value={value}
      onChange={onChange}
      defaultRules={defaultRules}
      defaultLabel={
        seasonRules
          ? t`The season's rules (${seasonName}): ${defaultName}`
          : t`The club's default: ${defaultName}`
      }
      mayAdjust={mayAdjust}
    />
  );
}
