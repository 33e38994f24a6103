import type { Player } from '@mahjong/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { Providers } from './providers.tsx';

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
