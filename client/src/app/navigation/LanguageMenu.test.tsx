import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { aPlayer, renderAt } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { NavBar } from './NavBar.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const bar = [{ path: '*', element: <NavBar /> }];

describe('the language menu', () => {
  it('switches the page in place, sets <html lang> and keeps the choice on the device', async () => {
    stubApi(() => ({ status: 401, body: {} }));
    renderAt(bar, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '日本語' }));
    expect(await screen.findByRole('button', { name: /ランキング/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ログイン' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem('language')).toBe('ja');
  });

  it("saves a signed-in player's choice in their settings, keeping the others", async () => {
    const player = aPlayer({ settings: { roundLabels: 'english' } });
    const calls = stubApi((call) =>
      call.path === '/players/current' || call.method === 'PUT' ? { body: player } : undefined,
    );
    renderAt(bar, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '繁體中文' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/players/current/settings',
      body: { settings: { roundLabels: 'english', language: 'zh-Hant' } },
    });
    expect(await screen.findByRole('button', { name: /排行榜/ })).toBeTruthy();
  });
});
