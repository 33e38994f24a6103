import type { Player } from '@mahjong/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { useCurrentPlayer } from '../api/current-player.ts';
import { Providers } from '../app/providers.tsx';

/** Renders `routes` at `path` inside the app's providers; returns the router to inspect the location. */
export function renderAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** A player as `GET /api/players/current` answers, with flags to override per test. */
export function aPlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 7,
    username: 'alice',
    japaneseQualified: false,
    hongKongQualified: false,
    admin: false,
    settings: {},
    ...overrides,
  };
}

/** Stands in for the pages the account pages lead to, showing who is logged in. */
export function Landing({ name }: { name: string }) {
  const { player, isLoading } = useCurrentPlayer();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  if (isLoading) return null;
  return (
    <p>
      {name} page; {player ? `logged in as ${player.username}` : 'logged out'}
      {notice ? `; ${notice}` : ''}
    </p>
  );
}
