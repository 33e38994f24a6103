import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_TYPES, type GameType, type Variant } from '@mahjong/shared';
import { useRulesetPresets } from '../../../api/rulesets.ts';
import { SeasonSelect } from '../../../components/SeasonSelect.tsx';
import { presetName } from '../../../lib/i18n/ruleset-words.ts';
import { gameTypeLabel } from '../../../lib/labels.ts';
import type { RatedPlayer } from '../api/rated-players.ts';
import { PlayerSelect } from './PlayerSelect.tsx';

export interface StatsChoice {
  player: number | null;
  type: GameType;
  season: string;
  /** A rule set's preset id; every rule set when left out. */
  ruleset?: string | undefined;
  /** First and last UTC day (`YYYY-MM-DD`) the games started on; no bound when left out. */
  from?: string | undefined;
  to?: string | undefined;
}

interface StatsFiltersProps {
  variant: Variant;
  choice: StatsChoice;
  players: readonly RatedPlayer[];
  playersLoading: boolean;
  onChange: (choice: StatsChoice) => void;
}

function DayInput(props: {
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <Field.Root w="auto" minW="36">
      <Field.Label>{props.label}</Field.Label>
      <Input
        type="date"
        size="sm"
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.currentTarget.value || undefined)}
      />
    </Field.Root>
  );
}

/** Whose statistics, of which game type, in which season, under which rule set, between which days. */
export function StatsFilters({ variant, choice, players, playersLoading, onChange }: StatsFiltersProps) {
  const { t } = useLingui();
  const presets = useRulesetPresets(variant);
  const rulesets = new Map<string, string>();
  for (const preset of presets.data ?? []) {
    if (!rulesets.has(preset.id)) rulesets.set(preset.id, presetName(preset.id, preset.name));
  }
  // A shared address may name a rule set before the list has come.
  if (choice.ruleset !== undefined && !rulesets.has(choice.ruleset))
    rulesets.set(choice.ruleset, choice.ruleset);
  return (
    <HStack gap="4" align="end" flexWrap="wrap">
      <PlayerSelect
        label={t`Player`}
        value={choice.player}
        players={players}
        onChange={(player) => onChange({ ...choice, player })}
        emptyLabel={t`Whole club`}
        disabled={playersLoading}
      />
      <Field.Root maxW="40">
        <Field.Label>
          <Trans>Game type</Trans>
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={choice.type}
            onChange={(event) => onChange({ ...choice, type: event.currentTarget.value as GameType })}
          >
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {gameTypeLabel(type)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <SeasonSelect
        value={choice.season}
        onChange={(season) => onChange({ ...choice, season })}
        label={t`Season`}
        allLabel={t`All time`}
      />
      <Field.Root w="auto" minW="36">
        <Field.Label>
          <Trans>Rule set</Trans>
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={choice.ruleset ?? ''}
            onChange={(event) => onChange({ ...choice, ruleset: event.currentTarget.value || undefined })}
          >
            <option value="">{t({ message: 'All', context: 'every choice' })}</option>
            {[...rulesets].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DayInput
        label={t({ message: 'From', context: 'first day of a range' })}
        value={choice.from}
        onChange={(from) =>
          onChange({
            ...choice,
            from,
            to: from !== undefined && choice.to !== undefined && choice.to < from ? from : choice.to,
          })
        }
      />
      <DayInput
        label={t({ message: 'To', context: 'last day of a range' })}
        value={choice.to}
        onChange={(to) =>
          onChange({
            ...choice,
            to,
            from: to !== undefined && choice.from !== undefined && to < choice.from ? to : choice.from,
          })
        }
      />
    </HStack>
  );
}
