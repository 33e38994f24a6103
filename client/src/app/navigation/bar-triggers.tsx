import { Button, type ButtonProps, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Player } from '@mahjong/shared';
import { isLanguage, LANGUAGE_NAMES } from '@mahjong/shared';
import { useLocation } from 'react-router-dom';
import { useColorMode } from '../../components/ui/color-mode.tsx';
import { barButtonStyle } from './bar-styles.ts';
import { ChevronDownIcon, GlobeIcon, MenuIcon, MonitorIcon, MoonIcon, SunIcon, UserIcon } from './icons.tsx';
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
  const { t } = useLingui();
  const name = player.username;
  return (
    <Button {...barButtonStyle} aria-label={t`Account menu for ${name}`} {...button}>
      <UserIcon boxSize="4" />
      {player.username}
      <ChevronDownIcon boxSize="4" />
    </Button>
  );
}

export const COLOUR_MODES = ['light', 'dark', 'system'] as const;

/** A colour mode's name, in the language spoken. */
export function useColourModeName(): (mode: (typeof COLOUR_MODES)[number]) => string {
  const { t } = useLingui();
  return (mode) => (mode === 'light' ? t`Light` : mode === 'dark' ? t`Dark` : t`System`);
}

export function ColorModeButton(button: ButtonProps) {
  const { t } = useLingui();
  const { colorMode, resolvedColorMode } = useColorMode();
  const current = useColourModeName()(colorMode);
  return (
    <IconButton
      aria-label={t`Colour mode: ${current}`}
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
  const { t } = useLingui();
  return (
    <IconButton
      aria-label={t`Open navigation`}
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

/** The language menu's button: a globe and the language spoken, in its own words. */
export function LanguageButton(button: ButtonProps) {
  const { i18n, t } = useLingui();
  const current = isLanguage(i18n.locale) ? LANGUAGE_NAMES[i18n.locale] : i18n.locale;
  return (
    <Button {...barButtonStyle} aria-label={t`Language: ${current}`} {...button}>
      <GlobeIcon boxSize="4" />
      <span lang={i18n.locale}>{current}</span>
    </Button>
  );
}
