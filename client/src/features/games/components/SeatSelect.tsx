import { Field, NativeSelect } from '@chakra-ui/react';
import type { GamePlayer } from '@mahjong/shared';

interface SeatSelectProps {
  label: string;
  players: readonly GamePlayer[];
  value: number | null;
  onChange: (seat: number | null) => void;
}

/** One seat role (winner, loser, pao), chosen by the player's name. */
export function SeatSelect({ label, players, value, onChange }: SeatSelectProps) {
  return (
    <Field.Root minW="36" flex="1">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onChange(text === '' ? null : Number(text));
          }}
        >
          <option value="">Choose…</option>
          {players.map((player) => (
            <option key={player.seat} value={String(player.seat)}>
              {player.username}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
