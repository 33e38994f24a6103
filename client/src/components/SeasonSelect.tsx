import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSeasons } from '../api/seasons.ts';
import { seasonKindLabel } from '../lib/labels.ts';

export const ALL_SEASONS = 'all';

interface SeasonSelectProps {
  /** A season id as text, or `all`. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  allLabel?: string;
}

/** Picks a season, or every game ever played. */
export function SeasonSelect({ value, onChange, label, allLabel }: SeasonSelectProps) {
  const { t } = useLingui();
  const seasons = useSeasons();
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label ?? t`Season`}</Field.Label>
      <NativeSelect.Root size="sm" disabled={seasons.isPending}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value={ALL_SEASONS}>{allLabel ?? t`All time`}</option>
          {(seasons.data ?? []).map((season) => (
            <option key={season.id} value={String(season.id)}>
              {/* The club's ranked seasons by name alone; other kinds say what they are. */}
              {season.type === 'ranked' ? season.name : `${season.name} (${seasonKindLabel(season)})`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
