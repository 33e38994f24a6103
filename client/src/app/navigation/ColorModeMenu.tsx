import { Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCurrentPlayer } from '../../api/current-player.ts';
import { type ColorMode, useColorMode } from '../../components/ui/color-mode.tsx';
import { useUpdateSettings } from '../../features/settings/api/update-settings.ts';
import { COLOUR_MODES, ColorModeButton, useColourModeName } from './bar-triggers.tsx';
import { MonitorIcon, MoonIcon, SunIcon } from './icons.tsx';

/**
 * Light, dark or the system's choice; saved in local storage and, for a logged-in player,
 * in the account too — as the settings page does — so the next login doesn't bring back the old one.
 */
export function ColorModeMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useLingui();
  const modeName = useColourModeName();
  const { colorMode, setColorMode } = useColorMode();
  const { player } = useCurrentPlayer();
  const updateSettings = useUpdateSettings();
  const choose = (mode: ColorMode) => {
    setColorMode(mode);
    if (!player) return;
    updateSettings.mutate(
      { ...player.settings, colorMode: mode },
      { onError: (error) => console.warn('Could not save the colour mode to the account', error) },
    );
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <ColorModeButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t`Colour mode`}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={colorMode}
                onValueChange={(details) => choose(details.value as ColorMode)}
              >
                {COLOUR_MODES.map((mode) => (
                  <Menu.RadioItem key={mode} value={mode}>
                    {mode === 'light' ? <SunIcon /> : mode === 'dark' ? <MoonIcon /> : <MonitorIcon />}
                    {modeName(mode)}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
