import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { Providers } from '../providers.tsx';
import { ColorModeMenu } from './ColorModeMenu.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.documentElement.className = '';
});

async function choose(mode: 'Light' | 'Dark' | 'System') {
  await userEvent.click(screen.getByRole('button', { name: /^Colour mode/ }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: mode }));
}

describe('colour mode', () => {
  it('starts from the saved choice and saves a new one in local storage', async () => {
    localStorage.setItem('theme', 'light');
    stubApi(() => ({ status: 401, body: {} }));
    render(
      <Providers>
        <ColorModeMenu />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Colour mode: Light' })).toBeTruthy();
    await choose('Dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'Colour mode: Dark' })).toBeTruthy();
  });

  it("also remembers a logged-in player's choice in the account", async () => {
    const player = aPlayer({ settings: { roundLabels: 'english' } });
    const calls = stubApi((call) =>
      call.path === '/players/current' || call.method === 'PUT' ? { body: player } : undefined,
    );
    render(
      <Providers>
        <ColorModeMenu />
      </Providers>,
    );
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/players/current')).toBe(true));
    await choose('Dark');
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/players/current/settings',
      body: { settings: { roundLabels: 'english', colorMode: 'dark' } },
    });
  });

  it('only logs when the storage cannot be read or written', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi(() => ({ status: 401, body: {} }));
    // Private browsing modes and full quotas make every storage call throw.
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('storage disabled');
      },
      setItem: () => {
        throw new Error('quota exceeded');
      },
      clear: () => {},
    });
    render(
      <Providers>
        <ColorModeMenu />
      </Providers>,
    );
    expect(warn).toHaveBeenCalledWith('Could not read the saved colour mode', expect.any(Error));
    await choose('Dark');
    expect(warn).toHaveBeenCalledWith('Could not save the colour mode', expect.any(Error));
    // The choice still applies to this visit.
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
