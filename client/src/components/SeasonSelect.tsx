import { Field, NativeSelect } from '@chakra-ui/react';
import { useSeasons } from '../api/seasons.ts';

export const ALL_SEASONS = 'all';

interface SeasonSelectProps {
  /** A season id as text, or `all`. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  allLabel?: string;
}

/** Picks a season, or every game ever played. */
export function SeasonSelect({
  value,
  onChange,
  label = 'Season',
  allLabel = 'All time',
}: SeasonSelectProps) {
  const seasons = useSeasons();
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" disabled={seasons.isPending}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value={ALL_SEASONS}>{allLabel}</option>
          {(seasons.data ?? []).map((season) => (
            <option key={season.id} value={String(season.id)}>
              {season.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
