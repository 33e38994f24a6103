import { Checkbox, Fieldset, HStack } from '@chakra-ui/react';
import type { GamePlayer } from '@mahjong/shared';

interface SeatTogglesProps {
  /** Also the group's accessible name: Riichi or Tenpai. */
  legend: string;
  players: readonly GamePlayer[];
  selected: readonly number[];
  onToggle: (seat: number, on: boolean) => void;
}

/** Which seats declared riichi, or were tenpai at the draw. */
export function SeatToggles({ legend, players, selected, onToggle }: SeatTogglesProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <HStack gap="5" flexWrap="wrap">
        {players.map((player) => (
          <Checkbox.Root
            key={player.seat}
            size="sm"
            checked={selected.includes(player.seat)}
            onCheckedChange={(details) => onToggle(player.seat, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{player.username}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}
