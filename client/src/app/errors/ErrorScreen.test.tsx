import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { Providers } from '../providers.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

function Thrower({ error }: { error: () => unknown }): never {
  throw error();
}

/** Throws until the test declares the fault passed. */
const flaky = { healthy: false };
function Flaky() {
  if (!flaky.healthy) throw new Error('Briefly broken');
  return <p>Working again</p>;
}

const routesThrowing = (error: () => unknown) => [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/broken', element: <Thrower error={error} /> },
    ],
  },
];

beforeEach(() => {
  stubApi(() => undefined);
  // React and the router report caught errors on the console; the screen is what matters here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('error screen', () => {
  it("shows the error's message with Try Again and Go Home", async () => {
    renderAt(
      routesThrowing(() => new Error('The table fell over')),
      '/broken',
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The table fell over')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
  });

  it('falls back to a generic message when the thrown value has none', async () => {
    renderAt(
      routesThrowing(() => 'not an error'),
      '/broken',
    );
    expect(await screen.findByText('An unexpected error occurred')).toBeTruthy();
  });

  it('renders the page again on Try Again, which recovers once the fault has passed', async () => {
    flaky.healthy = false;
    renderAt(
      [{ errorElement: <RouteErrorScreen />, children: [{ path: '/flaky', element: <Flaky /> }] }],
      '/flaky',
    );
    await screen.findByText('Briefly broken');
    flaky.healthy = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Working again')).toBeTruthy();
  });

  it('goes home on Go Home', async () => {
    const router = renderAt(
      routesThrowing(() => new Error('Broken page')),
      '/broken',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('also catches what escapes the router', async () => {
    flaky.healthy = false;
    render(
      <Providers>
        <AppErrorBoundary>
          <Flaky />
        </AppErrorBoundary>
      </Providers>,
    );
    expect(await screen.findByText('Briefly broken')).toBeTruthy();
    flaky.healthy = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Working again')).toBeTruthy();
  });
});
