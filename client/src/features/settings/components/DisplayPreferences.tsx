import { Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Player, PlayerSettings } from '@mahjong/shared';
import { useReloadCurrentPlayer } from '../../../api/current-player.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { type ColorMode, useColorMode } from '../../../components/ui/color-mode.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { type Choice, ChoiceGroup } from './ChoiceGroup.tsx';

type RoundLabels = NonNullable<PlayerSettings['roundLabels']>;

const colorModes = [
  { value: 'light', label: msg`Light` },
  { value: 'dark', label: msg`Dark` },
  { value: 'system', label: msg`Same as my device` },
] as const;

const roundLabelStyles = [
  { value: 'kanji', label: msg`Kanji (東一局 0本場)` },
  { value: 'english', label: msg`English (East 1, 0 bonus)` },
] as const;

/** Colour mode and how riichi rounds are named; each choice applies at once and is saved to the account. */
export function DisplayPreferences({ player }: { player: Player }) {
  const { t, i18n } = useLingui();
  const { colorMode, setColorMode } = useColorMode();
  const choices = <Value extends string>(
    list: ReadonlyArray<{ value: Value; label: (typeof colorModes)[number]['label'] }>,
  ): ReadonlyArray<Choice<Value>> =>
    list.map((choice) => ({ value: choice.value, label: i18n._(choice.label) }));
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
        label={t`Colour mode`}
        value={colorMode}
        choices={choices<ColorMode>(colorModes)}
        onChange={(mode) => {
          // The device follows at once (and keeps it in local storage); the account remembers it for next login.
          setColorMode(mode);
          save({ colorMode: mode });
        }}
      />
      {/* Only English readers choose: Chinese and Japanese name riichi rounds by their kanji. */}
      {i18n.locale === 'en' ? (
        <ChoiceGroup
          label={t`Riichi round names`}
          value={player.settings.roundLabels ?? 'kanji'}
          choices={choices<RoundLabels>(roundLabelStyles)}
          disabled={update.isPending}
          onChange={(roundLabels) => save({ roundLabels })}
        />
      ) : null}
      <Text aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
        {update.isPending ? t`Saving...` : update.isSuccess ? t`Saved.` : ''}
      </Text>
      {update.isError && (
        <FormAlert>
          {update.error instanceof ApiError
            ? update.error.message
            : t`Could not reach the server; your choice applies on this device only.`}
        </FormAlert>
      )}
    </Stack>
  );
}
