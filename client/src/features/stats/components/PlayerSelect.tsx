import { NameSelect } from '../../../components/NameSelect.tsx';
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
  const choices = players.map((player) => ({ value: player.id, name: player.username }));
  return (
    <NameSelect
      label={label}
      choices={choices}
      value={value}
      onChange={onChange}
      emptyLabel={emptyLabel}
      disabled={disabled}
      size="sm"
      maxW="xs"
    />
  );
}
