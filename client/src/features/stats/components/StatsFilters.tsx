import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_TYPES, type GameType } from '@mahjong/shared';
import { SeasonSelect } from '../../../components/SeasonSelect.tsx';
import { gameTypeLabel } from '../../../lib/labels.ts';
import type { RatedPlayer } from '../api/rated-players.ts';
import { PlayerSelect } from './PlayerSelect.tsx';

export interface StatsChoice {
  player: number | null;
  type: GameType;
  season: string;
}

interface StatsFiltersProps {
  choice: StatsChoice;
  players: readonly RatedPlayer[];
  playersLoading: boolean;
  onChange: (choice: StatsChoice) => void;
}

/** Whose statistics, of which game type, in which season. */
export function StatsFilters({ choice, players, playersLoading, onChange }: StatsFiltersProps) {
  const { t } = useLingui();
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
    </HStack>
  );
}
