import { Stack, Text } from '@chakra-ui/react';
import type { Player, PlayerSettings } from '@mahjong/shared';
import { useReloadCurrentPlayer } from '../../../api/current-player.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { type ColorMode, useColorMode } from '../../../components/ui/color-mode.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { type Choice, ChoiceGroup } from './ChoiceGroup.tsx';

type RoundLabels = NonNullable<PlayerSettings['roundLabels']>;

const colorModes: ReadonlyArray<Choice<ColorMode>> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'Same as my device' },
];

const roundLabelStyles: ReadonlyArray<Choice<RoundLabels>> = [
  { value: 'kanji', label: 'Kanji (東一局 0本場)' },
  { value: 'english', label: 'English (East 1, 0 bonus)' },
];

/** Colour mode and how riichi rounds are named; each choice applies at once and is saved to the account. */
export function DisplayPreferences({ player }: { player: Player }) {
  const { colorMode, setColorMode } = useColorMode();
  const update = useUpdateSettings();
  const reload = useReloadCurrentPlayer();

  const save = (change: PlayerSettings) => {
    update.mutate(
      { ...player.settings, ...change },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) void reload();
        },
      },
    );
  };

  return (
    <Stack gap="6">
      <ChoiceGroup
        label="Colour mode"
        value={colorMode}
        choices={colorModes}
        onChange={(mode) => {
          // The device follows at once (and keeps it in local storage); the account remembers it for next login.
          setColorMode(mode);
          save({ colorMode: mode });
        }}
      />
      <ChoiceGroup
        label="Riichi round names"
        value={player.settings.roundLabels ?? 'kanji'}
        choices={roundLabelStyles}
        disabled={update.isPending}
        onChange={(roundLabels) => save({ roundLabels })}
      />
      <Text aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
        {update.isPending ? 'Saving...' : update.isSuccess ? 'Saved.' : ''}
      </Text>
      {update.isError && (
        <FormAlert>
          {update.error instanceof ApiError
            ? update.error.message
            : 'Could not reach the server; your choice applies on this device only.'}
        </FormAlert>
      )}
    </Stack>
  );
}
