import { Combobox, createListCollection, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { EligiblePlayer } from '../api/eligible-players.ts';
import { nameMatches } from '../lib/i18n/names.ts';

interface PlayerPickerProps {
  /** The seat: East, South, West or North. */
  label: string;
  players: readonly EligiblePlayer[];
  value: number | null;
  /** Players already seated elsewhere: shown, but not selectable twice. */
  takenIds: ReadonlySet<number>;
  onChange: (playerId: number | null) => void;
}

/** Type part of a name to find a player for one seat. */
export function PlayerPicker({ label, players, value, takenIds, onChange }: PlayerPickerProps) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const collection = useMemo(() => {
    return createListCollection({
      items: players.filter((player) => nameMatches(player.username, search, i18n.locale)),
      itemToValue: (player) => String(player.id),
      itemToString: (player) => player.username,
      isItemDisabled: (player) => takenIds.has(player.id) && player.id !== value,
    });
  }, [players, search, takenIds, value, i18n.locale]);

  return (
    <Combobox.Root
      collection={collection}
      value={value === null ? [] : [String(value)]}
      onValueChange={(details) => onChange(details.value[0] === undefined ? null : Number(details.value[0]))}
      onInputValueChange={(details) => setSearch(details.inputValue)}
      // Opening shows everyone again, even when the box still holds the chosen name.
      onOpenChange={(details) => {
        if (details.open) setSearch('');
      }}
      openOnClick
      width="full"
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={t`Search players`} />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label={t`Clear ${label}`} />
          <Combobox.Trigger aria-label={t`Show players for ${label}`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{t`No player matches`}</Combobox.Empty>
            {collection.items.map((player) => (
              <Combobox.Item key={player.id} item={player}>
                {player.username}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
