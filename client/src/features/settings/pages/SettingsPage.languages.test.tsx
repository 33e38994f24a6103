import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { aPlayer, Landing, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import SettingsPage from './SettingsPage.tsx';

afterEach(() => {
  speakEnglish();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/login', element: <Landing name="Login" /> },
];

describe('the settings page in other languages', () => {
  it('speaks 日本語, and names riichi rounds by their kanji without asking', async () => {
    speak('ja');
    stubApi((call) =>
      call.path === '/players/current' ? { body: aPlayer({ username: 'alice' }) } : undefined,
    );
    renderAt(routes, '/settings');
    expect(await screen.findByRole('heading', { name: '設定', level: 1 })).toBeTruthy();
    expect(screen.getByText('aliceとしてログイン中です。')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ユーザー名を変更' })).toBeTruthy();
    const display = screen.getByRole('region', { name: '表示' });
    expect(within(display).getByText('端末の設定に合わせる')).toBeTruthy();
    expect(within(display).queryByText(/東一局/)).toBeNull();
    expect(document.title).toBe('設定 · 麻雀サークル');
  });

  it('lets an English reader choose how riichi rounds are named', async () => {
    stubApi((call) => (call.path === '/players/current' ? { body: aPlayer() } : undefined));
    renderAt(routes, '/settings');
    expect(await screen.findByText('English (East 1, 0 bonus)')).toBeTruthy();
    expect(document.title).toBe('Settings · Mahjong Club');
  });
});
