import type { Player } from '@mahjong/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, renderAt } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { MainLayout } from '../layouts/MainLayout.tsx';

const shell = [
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <p>Home content</p> },
      { path: '/resources', element: <p>Resources content</p> },
    ],
  },
];

function openAs(player: Player | null, path = '/') {
  stubApi((call) =>
    call.path === '/players/current'
      ? player
        ? { body: player }
        : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Log in first' } } }
      : undefined,
  );
  return renderAt(shell, path);
}

/** The bar's right side appears once the current player is known. */
const accountSide = (player: Player | null) =>
  player
    ? screen.findByRole('button', { name: `Account menu for ${player.username}` })
    : screen.findByRole('link', { name: 'Login' });

async function menuItems(menu: string) {
  await userEvent.click(screen.getByRole('button', { name: menu }));
  const list = await screen.findByRole('menu');
  return within(list)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** happy-dom applies the breakpoints' media queries to its 1024 px window; the drawer shows below 900. */
function narrowWindow() {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width: 800,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width: 1024,
  });
});

describe('navigation bar per role', () => {
  it('shows visitors the public menus and a Login link', async () => {
    openAs(null);
    await accountSide(null);
    expect(screen.queryByRole('button', { name: 'Record Game' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    for (const link of ['Logs', 'Resources']) expect(screen.getByRole('link', { name: link })).toBeTruthy();
    expect(await menuItems('Leaderboard')).toEqual([
      'Riichi Ranked',
      'Riichi Casual',
      'Hong Kong Ranked',
      'Hong Kong Casual',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await menuItems('Stats')).toEqual(['Riichi', 'Hong Kong']);
  });

  it('lets a player record casual games and reach Settings and Log Out', async () => {
    const player = aPlayer();
    openAs(player);
    await accountSide(player);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(await menuItems('Record Game')).toEqual(['Riichi Casual', 'Hong Kong Casual']);
    await userEvent.keyboard('{Escape}');
    expect(await menuItems(`Account menu for ${player.username}`)).toEqual(['Settings', 'Log Out']);
  });

  it('adds ranked recording for a qualified player', async () => {
    const player = aPlayer({ japaneseQualified: true, hongKongQualified: true });
    openAs(player);
    await accountSide(player);
    expect(await menuItems('Record Game')).toEqual([
      'Riichi Ranked',
      'Riichi Casual',
      'Hong Kong Ranked',
      'Hong Kong Casual',
    ]);
  });

  it('shows the Admin link to admins only', async () => {
    const admin = aPlayer({ username: 'chair', admin: true });
    openAs(admin);
    await accountSide(admin);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('puts the same entries in the drawer below 900 px', async () => {
    const player = aPlayer({ hongKongQualified: true, admin: true });
    narrowWindow();
    openAs(player);
    expect(screen.queryByRole('button', { name: 'Leaderboard' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText((_, element) => element?.textContent === 'Signed in as alice');
    const names = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Riichi Ranked',
      'Riichi Casual',
      'Hong Kong Ranked',
      'Hong Kong Casual',
      'Riichi Casual',
      'Hong Kong Ranked',
      'Hong Kong Casual',
      'Riichi',
      'Hong Kong',
      'Check In',
      'Board',
      'Riichi',
      'Hong Kong',
      'Tournaments',
      'Logs',
      'Resources',
      'Admin',
      'Settings',
    ]);
    expect(within(drawer).getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });
});

describe('skip link', () => {
  it('is the first stop of the keyboard and moves focus to the main content', async () => {
    openAs(null);
    await accountSide(null);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
