import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { barButtonStyle } from './bar-styles.ts';
import { ChevronDownIcon } from './icons.tsx';
import type { NavLink } from './navigation.ts';

/** One menu of the bar (Leaderboard, Record Game, Live Games): its entries are links. */
export function NavMenu({ label, items }: { label: string; items: NavLink[] }) {
  const { pathname } = useLocation();
  const active = items.some((item) => item.to === pathname);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button {...barButtonStyle} bg={active ? 'whiteAlpha.300' : undefined}>
          {label}
          <ChevronDownIcon boxSize="4" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {items.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild>
                <RouterLink to={item.to} aria-current={item.to === pathname ? 'page' : undefined}>
                  {item.label}
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
