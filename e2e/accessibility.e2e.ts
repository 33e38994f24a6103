import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { contextAs, registerPlayer, seedClub } from './support/shell-fixtures.ts';
import { startServerAndBrowser } from './support/stage.ts';

/** Every block has its data: no skeleton placeholders and no page spinner left. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll('.chakra-skeleton, [role="status"] .chakra-spinner').length === 0,
  );
}

/** The main pages, and something on each that shows the page has finished loading its data. */
const pages = [
  {
    name: 'home',
    path: '/',
    ready: (page: Page) => page.getByRole('link', { name: /Riichi Ranked #/ }).first(),
  },
  {
    name: 'leaderboard-jp',
    path: '/leaderboard/jp',
    ready: (page: Page) => page.getByRole('cell', { name: 'chair' }),
  },
  { name: 'games', path: '/games', ready: (page: Page) => page.getByText('chair').first() },
  {
    name: 'resources',
    path: '/resources',
    ready: (page: Page) => page.getByRole('heading', { name: 'Useful links' }),
  },
  { name: 'login', path: '/login', ready: (page: Page) => page.locator('main h1, main h2').first() },
  {
    name: 'club-night',
    path: '/club-night',
    ready: (page: Page) => page.getByText('No table is playing right now.'),
  },
  {
    name: 'checkin',
    path: '/checkin',
    ready: (page: Page) => page.getByText('Log in to check in for tonight.'),
  },
];

describe('accessibility (axe-core) and screenshots of the main pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let chairContext: BrowserContext;
  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({ ADMIN_USERNAMES: 'chair' }));
    const { context, player: chair } = await contextAs(browser, server.url, 'chair');
    // Each registration logs its own context in, so the others sign up in throwaway contexts.
    const others = [];
    for (const name of ['akagi', 'washizu', 'ichikawa']) {
      const signUp = await browser.newContext();
      others.push(await registerPlayer(signUp.request, server.url, name));
      await signUp.close();
    }
    await seedClub(context.request, server.url, chair!, others);
    chairContext = context;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const target of pages) {
      it(`${target.path} in ${colorScheme} mode has no serious or critical violations`, async () => {
        const { context } = await contextAs(browser, server.url, null, { colorScheme });
        const page = await context.newPage();
        await page.goto(`${server.url}${target.path}`);
        await target.ready(page).waitFor();
        await settled(page);
        await screenshot(page, `shell-${target.name}-${colorScheme}`);
        const violations = await seriousViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
        await context.close();
      });
    }
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the admin area in ${colorScheme} mode has no serious or critical violations`, async () => {
      const page = await chairContext.newPage();
      await page.emulateMedia({ colorScheme });
      await page.goto(`${server.url}/admin`);
      await page.getByRole('rowheader', { name: 'washizu' }).waitFor();
      await screenshot(page, `shell-admin-${colorScheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Audit log' }).click();
      await page.getByText('player.update').first().waitFor();
      await screenshot(page, `shell-admin-audit-${colorScheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Backups' }).click();
      await page.getByRole('button', { name: 'Back up now' }).waitFor();
      await screenshot(page, `shell-admin-backups-${colorScheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('the home page at phone width in dark mode', async () => {
    const { context } = await contextAs(browser, server.url, null, { colorScheme: 'dark', width: 390 });
    const page = await context.newPage();
    await page.goto(server.url);
    await page
      .getByRole('link', { name: /Riichi Ranked #/ })
      .first()
      .waitFor();
    await settled(page);
    await screenshot(page, 'shell-home-phone-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
