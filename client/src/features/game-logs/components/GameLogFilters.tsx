import { Button, Field, HStack, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_STATUSES, GAME_TYPES, type GameStatus, VARIANTS } from '@mahjong/shared';
import { useEligiblePlayers } from '../../../api/eligible-players.ts';
import type { GameLogFilters as Filters } from '../../../api/game-logs.ts';
import { useRulesetPresets } from '../../../api/rulesets.ts';
import { PlayerPicker } from '../../../components/PlayerPicker.tsx';
import { ALL_SEASONS, SeasonSelect } from '../../../components/SeasonSelect.tsx';
import { presetName } from '../../../lib/i18n/ruleset-words.ts';
import { gameTypeLabel, variantLabel } from '../../../lib/labels.ts';
import { MAX_LOG_PLAYERS } from '../lib/log-filters.ts';

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string | undefined) => void;
  /** The words of the empty choice: every option. */
  allLabel?: string;
}

function FilterSelect({ label, value, options, onChange, allLabel }: FilterSelectProps) {
  return (
    <Field.Root w="auto" minW="36">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        >
          <option value="">{allLabel ?? <Trans context="every choice">All</Trans>}</option>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Field.Root w="auto" minW="36">
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        size="sm"
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      />
    </Field.Root>
  );
}

/** The rule sets of the variant shown, or of both: one choice per preset id. */
function RulesetSelect({ filters, onChange }: GameLogFiltersProps) {
  const { t } = useLingui();
  const presets = useRulesetPresets(filters.variant);
  const options = new Map<string, string>();
  for (const preset of presets.data ?? []) {
    if (!options.has(preset.id)) options.set(preset.id, presetName(preset.id, preset.name));
  }
  // A shared address may name a rule set before the list has come.
  if (filters.ruleset !== undefined && !options.has(filters.ruleset))
    options.set(filters.ruleset, filters.ruleset);
  return (
    <FilterSelect
      label={t`Rule set`}
      value={filters.ruleset}
      options={[...options]}
      onChange={(value) => onChange({ ruleset: value })}
    />
  );
}

/**
 * A chosen player's name: from the club's list when signed in, else from the games shown (a visitor
 * opening a shared address sees the names there), else their id.
 */
function useNameOf(filters: Filters, knownNames: ReadonlyMap<number, string> | undefined) {
  const players = useEligiblePlayers(filters.variant ?? 'jp', 'CASUAL');
  return (id: number) =>
    players.data?.find((player) => player.id === id)?.username ?? knownNames?.get(id) ?? `#${id}`;
}

/** Several players: the games all of them sat in. */
function PlayersFilter({ filters, onChange, knownNames }: GameLogFiltersProps) {
  const { t } = useLingui();
  // Everyone may play casual games, so the casual list is the whole club's player list.
  const players = useEligiblePlayers(filters.variant ?? 'jp', 'CASUAL');
  const chosen = filters.players ?? [];
  const nameOf = useNameOf(filters, knownNames);
  const remove = (id: number) =>
    onChange({
      players: chosen.filter((other) => other !== id),
      ...(filters.resultOf === id ? { sort: undefined, resultOf: undefined } : {}),
    });
  return (
    <Stack gap="2" maxW="md" flex="1" minW="56">
      {players.data && chosen.length < MAX_LOG_PLAYERS ? (
        <PlayerPicker
          // A fresh box after each pick.
          key={chosen.join(',')}
          label={chosen.length === 0 ? t`Player` : t`Add a player`}
          players={players.data}
          value={null}
          takenIds={new Set(chosen)}
          onChange={(player) => {
            if (player !== null && !chosen.includes(player)) onChange({ players: [...chosen, player] });
          }}
        />
      ) : null}
      {chosen.length > 0 ? (
        <Stack gap="1">
          <Text textStyle="sm" color="fg.muted">
            {chosen.length === 1 ? (
              <Trans>Games this player sat in:</Trans>
            ) : (
              <Trans>Games all of these players sat in:</Trans>
            )}
          </Text>
          <Wrap gap="2">
            {chosen.map((id) => {
              const name = nameOf(id);
              return (
                <Button
                  key={id}
                  size="xs"
                  variant="subtle"
                  aria-label={t`Remove ${name} from the filter`}
                  onClick={() => remove(id)}
                >
                  {name} ×
                </Button>
              );
            })}
          </Wrap>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Newest first, or by the result of one of the chosen players. */
function SortSelect({ filters, onChange, knownNames }: GameLogFiltersProps) {
  const { t } = useLingui();
  const nameOf = useNameOf(filters, knownNames);
  const value = filters.sort === 'result' && filters.resultOf !== undefined ? String(filters.resultOf) : '';
  return (
    <FilterSelect
      label={t`Order`}
      allLabel={t`Newest first`}
      value={value || undefined}
      options={(filters.players ?? []).map((id) => {
        const name = nameOf(id);
        return [String(id), t`Best result of ${name} first`] as const;
      })}
      onChange={(next) =>
        onChange(
          next === undefined
            ? { sort: undefined, resultOf: undefined }
            : { sort: 'result', resultOf: Number(next) },
        )
      }
    />
  );
}

interface GameLogFiltersProps {
  filters: Filters;
  /** A changed filter starts again from page 1. */
  onChange: (change: Partial<Filters>) => void;
  /** Names of players in the games shown. */
  knownNames?: ReadonlyMap<number, string>;
}

export function GameLogFilters({ filters, onChange, knownNames }: GameLogFiltersProps) {
  const { t } = useLingui();
  const statusLabel = (status: GameStatus) =>
    status === 'IN_PROGRESS' ? t`In progress` : t({ message: 'Finished', context: 'game status' });
  return (
    <Stack gap="4">
      <HStack gap="4" flexWrap="wrap" align="end">
        <FilterSelect
          label={t`Variant`}
          value={filters.variant}
          options={VARIANTS.map((variant) => [variant, variantLabel(variant)] as const)}
          onChange={(value) => onChange({ variant: value as Filters['variant'] })}
        />
        <FilterSelect
          label={t`Type`}
          value={filters.type}
          options={GAME_TYPES.map((type) => [type, gameTypeLabel(type)] as const)}
          onChange={(value) => onChange({ type: value as Filters['type'] })}
        />
        <FilterSelect
          label={t`Status`}
          value={filters.status}
          options={GAME_STATUSES.map((status) => [status, statusLabel(status)] as const)}
          onChange={(value) => onChange({ status: value as Filters['status'] })}
        />
        <SeasonSelect
          value={filters.season === undefined ? ALL_SEASONS : String(filters.season)}
          label={t`Season`}
          allLabel={t({ message: 'All', context: 'every choice' })}
          onChange={(value) => onChange({ season: value === ALL_SEASONS ? undefined : Number(value) })}
        />
        <RulesetSelect filters={filters} onChange={onChange} />
        <DayInput
          label={t({ message: 'From', context: 'first day of a range' })}
          value={filters.from}
          onChange={(from) =>
            onChange(
              from !== undefined && filters.to !== undefined && filters.to < from
                ? { from, to: from }
                : { from },
            )
          }
        />
        <DayInput
          label={t({ message: 'To', context: 'last day of a range' })}
          value={filters.to}
          onChange={(to) =>
            onChange(
              to !== undefined && filters.from !== undefined && to < filters.from ? { from: to, to } : { to },
            )
          }
        />
      </HStack>
      <HStack gap="4" flexWrap="wrap" align="start">
        <PlayersFilter filters={filters} onChange={onChange} knownNames={knownNames} />
        <SortSelect filters={filters} onChange={onChange} knownNames={knownNames} />
      </HStack>
    </Stack>
  );
}
