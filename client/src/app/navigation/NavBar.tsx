import { Box, Button, Container, Flex, HStack, Link, Spacer } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';
import { useCurrentPlayer } from '../../api/current-player.ts';
import { preloadCatalogues } from '../../lib/i18n/language.ts';
import { useAccountPath } from '../../lib/next-page.ts';
import { barButtonStyle } from './bar-styles.ts';
import {
  ColorModeButton,
  DrawerButton,
  LanguageButton,
  NavMenuButton,
  UserMenuButton,
} from './bar-triggers.tsx';
import { TileIcon } from './icons.tsx';
import { navigationEntries } from './navigation.ts';
import { onDemand } from './on-demand.tsx';

// The menus and the drawer load when first reached for (on-demand.tsx): not with every first visit.
const NavMenu = onDemand(async () => (await import('./NavMenu.tsx')).NavMenu, NavMenuButton);
const UserMenu = onDemand(async () => (await import('./UserMenu.tsx')).UserMenu, UserMenuButton);
const ColorModeMenu = onDemand(
  async () => (await import('./ColorModeMenu.tsx')).ColorModeMenu,
  ColorModeButton,
);
// Reaching for the language menu or the drawer (which holds the languages on a phone) also starts
// loading the other languages' catalogues, so a tap on one is only a re-render.
const LanguageMenu = onDemand(async () => {
  preloadCatalogues();
  return (await import('./LanguageMenu.tsx')).LanguageMenu;
}, LanguageButton);
const NavDrawer = onDemand(
  async () => {
    preloadCatalogues();
    return (await import('./NavDrawer.tsx')).NavDrawer;
  },
  DrawerButton,
  'dialog',
);

/**
 * The navigation bar: title, the menus, then Admin and the account on the right.
 * From 900 px down the same entries live in a side drawer; pure CSS decides which one shows,
 * so the first paint is already right.
 */
export function NavBar() {
  const { player, isLoading } = useCurrentPlayer();
  const entries = navigationEntries(player);
  const { t } = useLingui();
  const loginPath = useAccountPath('/login');
  return (
    <Box as="header" bg="brand.bar" color="white" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" px={{ base: '3', md: '6' }}>
        <Flex as="nav" aria-label={t`Main`} align="center" gap="1" minH="14">
          <Box hideFrom="md">
            <NavDrawer entries={entries} player={player} />
          </Box>
          <Link
            asChild
            color="white"
            fontWeight="bold"
            fontSize="lg"
            letterSpacing="tight"
            me="4"
            flexShrink={0}
            textDecoration="none"
            _hover={{ textDecoration: 'none', opacity: 0.9 }}
            focusRingColor="white"
          >
            <RouterLink to="/">
              <TileIcon boxSize="6" />
              <Trans>Mahjong Club</Trans>
            </RouterLink>
          </Link>
          {/* Between the drawer's width and a wide screen the entries wrap onto a second line rather
              than push the account off the screen (an admin's bar is the widest). */}
          <HStack gap="1" hideBelow="md" flex="1" minW="0" flexWrap="wrap" py="1">
            {entries.map((entry) =>
              entry.kind === 'menu' ? (
                <NavMenu key={entry.key} label={entry.label} items={entry.items} />
              ) : (
                <Button key={entry.to} {...barButtonStyle} asChild>
                  <RouterNavLink to={entry.to} end>
                    {entry.label}
                  </RouterNavLink>
                </Button>
              ),
            )}
          </HStack>
          <Spacer />
          <HStack gap="1" flexShrink={0}>
            {/* While the player loads, the right side stays empty instead of flashing "Login". */}
            {!isLoading && (
              <HStack gap="1" hideBelow="md">
                {player?.admin && (
                  <Button {...barButtonStyle} asChild>
                    <RouterNavLink to="/admin">{t`Admin`}</RouterNavLink>
                  </Button>
                )}
                {player ? (
                  <UserMenu player={player} />
                ) : (
                  <Button {...barButtonStyle} variant="outline" borderColor="whiteAlpha.600" asChild>
                    <RouterLink to={loginPath}>{t`Login`}</RouterLink>
                  </Button>
                )}
              </HStack>
            )}
            <Box hideBelow="md">
              <LanguageMenu />
            </Box>
            <ColorModeMenu />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
