import type { Player } from '@mahjong/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, Landing, renderAt } from '../../../test/render.tsx';
import { type ApiCall, type StubAnswer, stubApi, visitor } from '../../../test/stub-api.ts';
import SettingsPage from './SettingsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/login', element: <Landing name="Login" /> },
];

/** The server for a logged-in player; `answer` handles the writes. */
function openAs(player: Player, answer: (call: ApiCall) => StubAnswer | undefined = () => undefined) {
  const calls = stubApi((call) => (call.path === '/players/current' ? { body: player } : answer(call)));
  const router = renderAt(routes, '/settings');
  return { calls, router };
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('settings page', () => {
  it('sends a visitor to /login', async () => {
    stubApi(visitor);
    const router = renderAt(routes, '/settings');
    expect(await screen.findByText('Login page; logged out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('changes the username and says so', async () => {
    const { calls } = openAs(aPlayer({ username: 'alice' }), (call) =>
      call.path === '/players/current/username' ? { body: aPlayer({ username: 'alice_w' }) } : undefined,
    );
    const input = await screen.findByLabelText(/^Username/);
    expect((input as HTMLInputElement).value).toBe('alice');
    await userEvent.clear(input);
    await userEvent.type(input, 'alice_w');
    await userEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your username is now alice_w.');
    expect(screen.getByText('Logged in as alice_w.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      expect.objectContaining({ path: '/players/current/username', body: { username: 'alice_w' } }),
    ]);
  });

  it('shows the rules and a taken name next to the field', async () => {
    openAs(aPlayer(), (call) =>
      call.path === '/players/current/username'
        ? {
            status: 409,
            body: {
              error: {
                code: 'USERNAME_TAKEN',
                message: 'username: that name is already taken',
                params: { field: 'username' },
              },
            },
          }
        : undefined,
    );
    const input = await screen.findByLabelText(/^Username/);
    await userEvent.clear(input);
    await userEvent.type(input, 'x y');
    await userEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    expect(
      await screen.findByText('May only contain letters (in any script), digits and the characters _ - .'),
    ).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Change Username' }));
    expect(await screen.findByText('That name is already taken: choose another.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('applies a colour mode at once and saves it with the other settings', async () => {
    const { calls } = openAs(aPlayer({ settings: { roundLabels: 'english' } }), (call) =>
      call.path === '/players/current/settings'
        ? { body: aPlayer({ settings: (call.body as { settings: Player['settings'] }).settings }) }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        path: '/players/current/settings',
        body: { settings: { roundLabels: 'english', colorMode: 'dark' } },
      }),
    ]);
  });

  it('saves how riichi rounds are named', async () => {
    const { calls } = openAs(aPlayer(), (call) =>
      call.path === '/players/current/settings'
        ? { body: aPlayer({ settings: (call.body as { settings: Player['settings'] }).settings }) }
        : undefined,
    );
    const kanji = await screen.findByRole('radio', { name: 'Kanji (東一局 0本場)' });
    expect((kanji as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'English (East 1, 0 bonus)' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'English (East 1, 0 bonus)' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(writes(calls)[0]?.body).toEqual({ settings: { roundLabels: 'english' } });
  });

  it('goes to /login when the session turned out to be over', async () => {
    let loggedIn = true;
    stubApi((call) => {
      if (call.path === '/players/current') {
        return loggedIn
          ? { body: aPlayer() }
          : {
              status: 401,
              body: { error: { code: 'UNAUTHORIZED', message: 'You need to log in to do that.' } },
            };
      }
      loggedIn = false;
      return {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'You need to log in to do that.' } },
      };
    });
    const router = renderAt(routes, '/settings');
    await userEvent.click(await screen.findByRole('radio', { name: 'English (East 1, 0 bonus)' }));
    expect(await screen.findByText('Login page; logged out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
