import { Menu, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Player } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { UserMenuButton } from './bar-triggers.tsx';

/** The right end of the bar for a logged-in player: Settings and Log Out. */
export function UserMenu({ player, defaultOpen }: { player: Player; defaultOpen?: boolean }) {
  const logout = useLogout();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <UserMenuButton player={player} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Item value="settings" asChild>
              <RouterLink to="/settings">
                <Trans>Settings</Trans>
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => logout()}>
              <Trans>Log Out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
