import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { type RoundLabelStyle, useDeviceRoundLabelStyle } from '../../../lib/round-label.ts';

/**
 * How the board names riichi rounds, chosen on the device: the projector is not logged in, so the
 * choice is kept where it is made. A player's own setting (Settings) wins, so they are not offered it.
 */
export function RoundNamesChoice() {
  const { t, i18n } = useLingui();
  const { player } = useCurrentPlayer();
  const [style, setStyle] = useDeviceRoundLabelStyle();
  // Chinese and Japanese name riichi rounds by their kanji whatever the choice (lib/round-label.ts).
  if (player || i18n.locale !== 'en') return null;
  return (
    <Field.Root maxW="xs" orientation="horizontal" gap="2">
      <Field.Label whiteSpace="nowrap">{t`Round names`}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={style}
          onChange={(event) => setStyle(event.currentTarget.value as RoundLabelStyle)}
        >
          <option value="kanji">{t`Kanji (東一局 0本場)`}</option>
          <option value="english">{t`English (East 1, 0 bonus)`}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
