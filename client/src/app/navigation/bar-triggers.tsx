import { Button, type ButtonProps, IconButton } from '@chakra-ui/react';
import type { Player } from '@mahjong/shared';
import { useLocation } from 'react-router-dom';
import { useColorMode } from '../../components/ui/color-mode.tsx';
import { barButtonStyle } from './bar-styles.ts';
import { ChevronDownIcon, MenuIcon, MonitorIcon, MoonIcon, SunIcon, UserIcon } from './icons.tsx';
import type { NavEntry, NavLink } from './navigation.ts';

// The buttons that open the bar's menus and drawer: the same drawing whether the menu's code has
// loaded (inside its Menu.Trigger) or not yet (on-demand.tsx), so nothing moves when it arrives.
// Extra props (the trigger's handlers and aria attributes, its ref) go to the button.

export function NavMenuButton({
  label,
  items,
  ...button
}: { label: string; items: NavLink[] } & ButtonProps) {
  const { pathname } = useLocation();
  const active = items.some((item) => item.to === pathname);
  return (
    <Button {...barButtonStyle} bg={active ? 'whiteAlpha.300' : undefined} {...button}>
      {label}
      <ChevronDownIcon boxSize="4" />
    </Button>
  );
}

export function UserMenuButton({ player, ...button }: { player: Player } & ButtonProps) {
  return (
    <Button {...barButtonStyle} aria-label={`Account menu for ${player.username}`} {...button}>
      <UserIcon boxSize="4" />
      {player.username}
      <ChevronDownIcon boxSize="4" />
    </Button>
  );
}

export const COLOUR_MODES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const;

export function ColorModeButton(button: ButtonProps) {
  const { colorMode, resolvedColorMode } = useColorMode();
  const current = COLOUR_MODES.find((choice) => choice.value === colorMode)?.label ?? 'System';
  return (
    <IconButton
      aria-label={`Colour mode: ${current}`}
      variant="ghost"
      size="sm"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      _expanded={{ bg: 'whiteAlpha.200' }}
      focusRingColor="white"
      {...button}
    >
      {colorMode === 'system' ? <MonitorIcon /> : resolvedColorMode === 'dark' ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}

export function DrawerButton({
  entries: _entries,
  player: _player,
  ...button
}: { entries: NavEntry[]; player: Player | null } & ButtonProps) {
  return (
    <IconButton
      aria-label="Open navigation"
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      focusRingColor="white"
      {...button}
    >
      <MenuIcon boxSize="6" />
    </IconButton>
  );
}
