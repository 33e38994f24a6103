import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReloadCurrentPlayer } from '../../../api/current-player.ts';
import { aPlayer, Landing, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { useLogout } from './use-logout.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function AccountButtons() {
  const logout = useLogout();
  const reload = useReloadCurrentPlayer();
  return (
    <>
      <Landing name="Settings" />
      <button type="button" onClick={() => void logout()}>
        Log Out
      </button>
      <button type="button" onClick={() => void reload()}>
        Reload
      </button>
    </>
  );
}

const routes = [
  { path: '/settings', element: <AccountButtons /> },
  { path: '/login', element: <Landing name="Login" /> },
];

describe('useLogout', () => {
  it('ends the session, clears the player and goes to /login', async () => {
    const calls = stubApi((call) =>
      call.path === '/players/current' ? { body: aPlayer() } : { status: 204 },
    );
    const router = renderAt(routes, '/settings');
    await screen.findByText('Settings page; logged in as alice');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Login page; logged out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.find((call) => call.path === '/logout')?.method).toBe('POST');
  });

  it('still logs out on screen when the call fails, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi((call) =>
      call.path === '/players/current'
        ? { body: aPlayer() }
        : {
            status: 500,
            body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
          },
    );
    renderAt(routes, '/settings');
    await screen.findByText('Settings page; logged in as alice');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Login page; logged out')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('Logging out on the server failed'),
      expect.any(Error),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useReloadCurrentPlayer', () => {
  it('keeps the player when the reload succeeds', async () => {
    let username = 'alice';
    stubApi((call) => (call.path === '/players/current' ? { body: aPlayer({ username }) } : undefined));
    const router = renderAt(routes, '/settings');
    await screen.findByText('Settings page; logged in as alice');
    username = 'alice2';
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Settings page; logged in as alice2')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('clears the player and goes to /login when the reload fails', async () => {
    let loggedIn = true;
    stubApi((call) =>
      call.path === '/players/current'
        ? loggedIn
          ? { body: aPlayer() }
          : {
              status: 401,
              body: { error: { code: 'UNAUTHORIZED', message: 'You need to log in to do that.' } },
            }
        : undefined,
    );
    const router = renderAt(routes, '/settings');
    await screen.findByText('Settings page; logged in as alice');
    loggedIn = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Login page; logged out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
