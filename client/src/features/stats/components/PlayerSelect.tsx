import { Field, NativeSelect } from '@chakra-ui/react';
import type { RatedPlayer } from '../api/rated-players.ts';

interface PlayerSelectProps {
  label: string;
  /** A player id, or null for `emptyLabel`. */
  value: number | null;
  players: readonly RatedPlayer[];
  onChange: (id: number | null) => void;
  emptyLabel: string;
  disabled?: boolean;
}

/** A player by name; the empty choice means "nobody in particular" (the club, or no opponent). */
export function PlayerSelect({ label, value, players, onChange, emptyLabel, disabled }: PlayerSelectProps) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            onChange(chosen === '' ? null : Number(chosen));
          }}
        >
          <option value="">{emptyLabel}</option>
          {players.map((player) => (
            <option key={player.id} value={String(player.id)}>
              {player.username}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
