import { configure, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { Providers } from '../../../app/providers.tsx';

// Chakra pages render slowly in happy-dom when the whole suite runs on two cores: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** Renders `routes` at `path` inside the app's providers; the router tells where navigation went. */
export function renderAt(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
