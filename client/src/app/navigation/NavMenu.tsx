import { Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NavMenuButton } from './bar-triggers.tsx';
import type { NavLink } from './navigation.ts';

/** One menu of the bar (Leaderboard, Record Game, Live Games): its entries are links. */
export function NavMenu({
  label,
  items,
  defaultOpen,
}: {
  label: string;
  items: NavLink[];
  defaultOpen?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <NavMenuButton label={label} items={items} />
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
