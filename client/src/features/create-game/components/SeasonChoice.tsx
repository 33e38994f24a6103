import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { GameType } from '@mahjong/shared';
import { currentSeason, useSeasons } from '../../../api/seasons.ts';
import { seasonKindLabel } from '../../../lib/labels.ts';

interface SeasonChoiceProps {
  type: GameType;
  /** A season id as text; empty for the default of the game's type. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Which season the game counts in, asked only when several run today (a league beside the ranked
 * season): by default the one of the game's type, as the server would choose it.
 */
export function SeasonChoice({ type, value, onChange }: SeasonChoiceProps) {
  const { t } = useLingui();
  const seasons = useSeasons();
  const today = new Date().toISOString().slice(0, 10);
  const running = (seasons.data ?? []).filter(
    (season) => season.startDate.slice(0, 10) <= today && today <= season.endDate.slice(0, 10),
  );
  if (running.length < 2) return null;
  const fallback = currentSeason(running, today, type);
  const fallbackName = fallback?.name ?? '';
  return (
    <Field.Root maxW="md">
      <Field.Label>{t`Season`}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{fallback ? t`${fallbackName} (the default)` : t`No season`}</option>
          {running
            .filter((season) => season.id !== fallback?.id)
            .map((season) => (
              <option key={season.id} value={String(season.id)}>
                {`${season.name} (${seasonKindLabel(season)})`}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
