import type { GamePlayer } from '@mahjong/shared';
import { NameSelect } from '../../../components/NameSelect.tsx';

interface SeatSelectProps {
  label: string;
  players: readonly GamePlayer[];
  value: number | null;
  onChange: (seat: number | null) => void;
}

/** One seat role (winner, loser, pao), chosen by the player's name. */
export function SeatSelect({ label, players, value, onChange }: SeatSelectProps) {
  const choices = players.map((player) => ({ value: player.seat, name: player.username }));
  return (
    <NameSelect
      label={label}
      choices={choices}
      value={value}
      onChange={onChange}
      size="sm"
      minW="36"
      flex="1"
    />
  );
}
