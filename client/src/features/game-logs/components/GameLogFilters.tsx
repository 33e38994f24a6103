import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_STATUSES, GAME_TYPES, type GameStatus, VARIANTS } from '@mahjong/shared';
import { useEligiblePlayers } from '../../../api/eligible-players.ts';
import type { GameLogFilters as Filters } from '../../../api/game-logs.ts';
import { PlayerPicker } from '../../../components/PlayerPicker.tsx';
import { ALL_SEASONS, SeasonSelect } from '../../../components/SeasonSelect.tsx';
import { gameTypeLabel, variantLabel } from '../../../lib/labels.ts';

const NO_ONE_TAKEN: ReadonlySet<number> = new Set();

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string | undefined) => void;
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <Field.Root w="auto" minW="36">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        >
          <option value="">
            <Trans context="every choice">All</Trans>
          </option>
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

interface GameLogFiltersProps {
  filters: Filters;
  /** A changed filter starts again from page 1. */
  onChange: (change: Partial<Filters>) => void;
}

export function GameLogFilters({ filters, onChange }: GameLogFiltersProps) {
  // Everyone may play casual games, so the casual list is the whole club's player list.
  const players = useEligiblePlayers(filters.variant ?? 'jp', 'CASUAL');
  const { t } = useLingui();
  const statusLabel = (status: GameStatus) =>
    status === 'IN_PROGRESS' ? t`In progress` : t({ message: 'Finished', context: 'game status' });
  return (
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
      {players.data ? (
        <HStack maxW="xs" flex="1" minW="48">
          <PlayerPicker
            label={t`Player`}
            players={players.data}
            value={filters.player ?? null}
            takenIds={NO_ONE_TAKEN}
            onChange={(player) => onChange({ player: player ?? undefined })}
          />
        </HStack>
      ) : null}
    </HStack>
  );
}
