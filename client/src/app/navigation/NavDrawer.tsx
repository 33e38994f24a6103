import { Box, Button, CloseButton, Drawer, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES, type Player } from '@mahjong/shared';
import { type ReactNode, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useAccountPath } from '../../lib/next-page.ts';
import { DrawerButton } from './bar-triggers.tsx';
import { useChooseLanguage } from './choose-language.ts';
import type { NavEntry } from './navigation.ts';

/** Below 900 px the bar's entries move into this side drawer. */
export function NavDrawer({
  entries,
  player,
  defaultOpen,
}: {
  entries: NavEntry[];
  player: Player | null;
  defaultOpen?: boolean;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // Open only on the page it was opened on: whatever was chosen inside, a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(defaultOpen ? pathname : null);
  return (
    <Drawer.Root
      open={openOn === pathname}
      onOpenChange={(details) => setOpenOn(details.open ? pathname : null)}
      placement="start"
    >
      <Drawer.Trigger asChild>
        <DrawerButton entries={entries} player={player} />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>
                <Trans>Mahjong Club</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Box as="nav" aria-label={t`Main navigation`}>
                <Stack gap="5">
                  {entries.map(
                    (entry) =>
                      entry.kind === 'menu' && (
                        <DrawerSection key={entry.key} title={entry.label}>
                          {entry.items.map((item) => (
                            <DrawerLink key={item.to} to={item.to}>
                              {item.label}
                            </DrawerLink>
                          ))}
                        </DrawerSection>
                      ),
                  )}
                  <Stack gap="1">
                    {entries.map(
                      (entry) =>
                        entry.kind === 'link' && (
                          <DrawerLink key={entry.to} to={entry.to}>
                            {entry.label}
                          </DrawerLink>
                        ),
                    )}
                  </Stack>
                  <Separator />
                  <AccountLinks player={player} />
                  <Separator />
                  <LanguageChoice />
                </Stack>
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close navigation`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function AccountLinks({ player }: { player: Player | null }) {
  const logout = useLogout();
  const loginPath = useAccountPath('/login');
  if (!player)
    return (
      <DrawerLink to={loginPath}>
        <Trans>Login</Trans>
      </DrawerLink>
    );
  const name = player.username;
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted" px="3" pb="1">
        <Trans>
          Signed in as{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {name}
          </Text>
        </Trans>
      </Text>
      {player.admin && (
        <DrawerLink to="/admin">
          <Trans>Admin</Trans>
        </DrawerLink>
      )}
      <DrawerLink to="/settings">
        <Trans>Settings</Trans>
      </DrawerLink>
      <Button variant="ghost" justifyContent="flex-start" px="3" fontWeight="normal" onClick={() => logout()}>
        <Trans>Log Out</Trans>
      </Button>
    </Stack>
  );
}

/** The languages, each in its own words: the one spoken is marked as the current one. */
function LanguageChoice() {
  const { i18n, t } = useLingui();
  const choose = useChooseLanguage();
  return (
    <DrawerSection title={t`Language`}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          variant="ghost"
          justifyContent="flex-start"
          px="3"
          fontWeight={i18n.locale === language ? 'semibold' : 'normal'}
          aria-current={i18n.locale === language ? 'true' : undefined}
          lang={language}
          onClick={() => void choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </DrawerSection>
  );
}

function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        px="3"
      >
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function DrawerLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      asChild
      variant="ghost"
      justifyContent="flex-start"
      px="3"
      fontWeight="normal"
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
    >
      <RouterNavLink to={to} end>
        {children}
      </RouterNavLink>
    </Button>
  );
}
