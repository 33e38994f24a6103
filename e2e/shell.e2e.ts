import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { contextAs, setFlags } from './support/shell-fixtures.ts';
import { useStage } from './support/stage.ts';

describe('the client shell in Chromium', () => {
  const stage = useStage({ ADMIN_USERNAMES: 'chair' });

  async function open(username: string | null, path = '/', width = 1200) {
    const { context, player } = await contextAs(stage.browser, stage.url, username, { width });
    const page = await context.newPage();
    await page.goto(`${stage.url}${path}`);
    return { page, player, context };
  }

  /** The bar's right end shows once the current player has loaded. */
  async function accountReady(page: Page, username: string | null) {
    const target = username
      ? page.getByRole('button', { name: `Account menu for ${username}` })
      : page.getByRole('link', { name: 'Login', exact: true });
    await target.waitFor();
  }

  async function menuEntries(page: Page, menu: string) {
    await page.getByRole('button', { name: menu, exact: true }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    const names = await items.allTextContents();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    return names;
  }

  describe('navigation per role', () => {
    it('shows a visitor the public menus and Login', async () => {
      const { page } = await open(null);
      await accountReady(page, null);
      expect(await page.getByRole('button', { name: 'Record Game' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
      expect(await menuEntries(page, 'Leaderboard')).toEqual([
        'Riichi Ranked',
        'Riichi Casual',
        'Hong Kong Ranked',
        'Hong Kong Casual',
      ]);
      expect(await menuEntries(page, 'Live Games')).toEqual(['Riichi', 'Hong Kong']);
      await page.getByRole('link', { name: 'Resources', exact: true }).click();
      await page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
    });

    it('lets a player record casual games and log out', async () => {
      const { page } = await open('player1');
      await accountReady(page, 'player1');
      expect(await menuEntries(page, 'Record Game')).toEqual(['Riichi Casual', 'Hong Kong Casual']);
      expect(await menuEntries(page, 'Account menu for player1')).toEqual(['Settings', 'Log Out']);
      expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Account menu for player1' }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL(`${stage.url}/login`);
    });

    it('adds the ranked entries a qualified player may record', async () => {
      const chair = await open('chair');
      await accountReady(chair.page, 'chair');
      const { page, player, context } = await open('qualified1');
      await setFlags(chair.context.request, stage.url, player!.id, { japaneseQualified: true });
      await page.reload();
      await accountReady(page, 'qualified1');
      expect(await menuEntries(page, 'Record Game')).toEqual([
        'Riichi Ranked',
        'Riichi Casual',
        'Hong Kong Casual',
      ]);
      await setFlags(chair.context.request, stage.url, player!.id, { hongKongQualified: true });
      await page.reload();
      await accountReady(page, 'qualified1');
      expect(await menuEntries(page, 'Record Game')).toEqual([
        'Riichi Ranked',
        'Riichi Casual',
        'Hong Kong Ranked',
        'Hong Kong Casual',
      ]);
      await context.close();

      // The admin sees the Admin link and reaches the admin area.
      await chair.page.getByRole('link', { name: 'Admin', exact: true }).click();
      await chair.page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
      await chair.page.getByRole('rowheader', { name: 'qualified1' }).waitFor();
      await screenshot(chair.page, 'shell-admin-players-light');
      await chair.context.close();
    });

    it('sends a non-admin who opens /admin to /unauthorized', async () => {
      const { page } = await open('curious1', '/admin');
      await page.waitForURL(`${stage.url}/unauthorized`);
      await page.getByRole('heading', { name: 'You are not allowed to see this page' }).waitFor();
    });
  });

  describe('layout by width', () => {
    it('uses the bar at 1200 px', async () => {
      const { page } = await open(null, '/', 1200);
      await accountReady(page, null);
      expect(await page.getByRole('button', { name: 'Leaderboard' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(false);
    });

    it('moves the entries into a drawer at 800 px', async () => {
      const { page } = await open('drawer1', '/', 800);
      await page.getByRole('button', { name: 'Open navigation' }).waitFor();
      expect(await page.getByRole('button', { name: 'Leaderboard' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: 'Hong Kong Casual' }).first().waitFor();
      // The account part of the drawer shows once the current player has loaded: wait for it.
      await drawer.getByText('Signed in as drawer1').waitFor();
      await drawer.getByRole('button', { name: 'Log Out' }).waitFor();
      // Let the slide-in finish, so the picture shows the drawer as it rests.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      await screenshot(page, 'shell-drawer-800-light');
      await drawer.getByRole('link', { name: 'Resources' }).click();
      await page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
      await drawer.waitFor({ state: 'hidden' });
    });
  });

  it('makes the skip link the first stop and moves focus to main', async () => {
    const { page } = await open(null);
    await accountReady(page, null);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('redirects an unknown path to / without keeping it in the history', async () => {
    const welcome = (page: Page) =>
      page.getByRole('heading', { name: 'Welcome to the Mahjong Club' }).waitFor();
    const direct = await open(null, '/');
    await welcome(direct.page);
    const { page } = await open(null, '/no/such/page');
    await welcome(page);
    expect(new URL(page.url()).pathname).toBe('/');
    // Replaced, not pushed: as many history entries as opening / directly.
    expect(await page.evaluate(() => history.length)).toBe(await direct.page.evaluate(() => history.length));
  });

  it('titles /games/not-found Game Not Found', async () => {
    const { page } = await open(null, '/games/not-found');
    await page.getByRole('heading', { name: 'Game Not Found' }).waitFor();
  });

  it('keeps the chosen colour mode across a reload, without a flash of the other one', async () => {
    const { page, context } = await open(null);
    await accountReady(page, null);
    await page.getByRole('button', { name: /^Colour mode/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    // The choice is stored as the app settles on it, just after the click.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await accountReady(page, null);
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    expect(await page.getByRole('button', { name: 'Colour mode: Dark' }).isVisible()).toBe(true);

    // Before any script of the app runs, the page is already dark (public/theme-init.js).
    const bare = await context.newPage();
    await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await bare.goto(stage.url);
    expect(await bare.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await bare.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await bare.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(
      'rgb(255, 255, 255)',
    );
  });

  it('follows the system preference when nothing was chosen', async () => {
    const { context } = await contextAs(stage.browser, stage.url, null, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(stage.url);
    await accountReady(page, null);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Colour mode: System' }).isVisible()).toBe(true);
  });
});
