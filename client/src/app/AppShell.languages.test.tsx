import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { speak, speakEnglish } from '../test/languages.ts';
import { aPlayer, renderAt } from '../test/render.tsx';
import { stubApi } from '../test/stub-api.ts';
import { RouteErrorScreen } from './errors/RouteErrorScreen.tsx';
import UnauthorizedPage from './pages/UnauthorizedPage.tsx';
import { routes } from './routes.tsx';

function Thrower(): never {
  throw 'not an error';
}

beforeEach(() => {
  // React and the router report caught errors on the console; the screen is what matters here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  speakEnglish();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the app’s shell in other languages', () => {
  it('frames every page in 日本語: navigation, footer and the skip link', async () => {
    speak('ja');
    stubApi((call) =>
      call.path === '/players/current' ? { body: aPlayer({ username: 'akagi' }) } : undefined,
    );
    renderAt(routes, '/');
    expect(await screen.findByRole('heading', { name: 'おかえりなさい、akagiさん' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '本文へ移動' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ルールと点数計算' })).toBeTruthy();
    expect(screen.getByText('大学麻雀サークル — リーチ麻雀と香港麻雀')).toBeTruthy();
    expect(document.title).toBe('麻雀サークル');
  });

  it('says what went wrong in 繁體中文', async () => {
    speak('zh-Hant');
    stubApi(() => undefined);
    renderAt(
      [{ errorElement: <RouteErrorScreen />, children: [{ path: '/broken', element: <Thrower /> }] }],
      '/broken',
    );
    expect(await screen.findByRole('heading', { name: '出錯了' })).toBeTruthy();
    expect(screen.getByText('發生了意外錯誤')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重試' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首頁' })).toBeTruthy();
  });

  it('turns a visitor away in 简体中文, with the tab named', async () => {
    speak('zh-Hans');
    stubApi(() => undefined);
    renderAt([{ path: '/unauthorized', element: <UnauthorizedPage /> }], '/unauthorized');
    expect(await screen.findByRole('heading', { name: '你无权查看此页面' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' })).toBeTruthy();
    expect(document.title).toBe('无权访问 · 麻将社');
  });
});
