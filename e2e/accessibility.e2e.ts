import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { registerElsewhere } from './support/registration.ts';
import { contextAs, seedClub } from './support/shell-fixtures.ts';
import { useStage } from './support/stage.ts';

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
  const stage = useStage({ ADMIN_USERNAMES: 'chair' });
  let chairContext: BrowserContext;
  beforeAll(async () => {
    const { context, player: chair } = await contextAs(stage.browser, stage.url, 'chair');
    // The others are registered outside any browser context, so the chair's stays logged in as the chair.
    const others = [];
    for (const name of ['akagi', 'washizu', 'ichikawa'])
      others.push(await registerElsewhere(stage.url, name));
    await seedClub(context.request, stage.url, chair!, others);
    // A chombo in the game still being played: on its page and in the admin's list.
    const [live] = (await (await context.request.get(`${stage.url}/api/games/current/jp`)).json()) as Array<{
      id: number;
      version: number;
    }>;
    const chombo = await context.request.post(`${stage.url}/api/games/jp/${live!.id}/chombo`, {
      data: { expectedVersion: live!.version, playerId: others[0]!.id, reason: 'Revealed a tile' },
    });
    expect(chombo.status()).toBe(201);
    chairContext = context;
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const target of pages) {
      it(`${target.path} in ${colorScheme} mode has no serious or critical violations`, async () => {
        const { context } = await contextAs(stage.browser, stage.url, null, { colorScheme });
        const page = await context.newPage();
        await page.goto(`${stage.url}${target.path}`);
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
      await page.goto(`${stage.url}/admin`);
      await page.getByRole('rowheader', { name: 'washizu' }).waitFor();
      await screenshot(page, `shell-admin-${colorScheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Audit log' }).click();
      await page.getByText('player.update').first().waitFor();
      await screenshot(page, `shell-admin-audit-${colorScheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Chombos' }).click();
      await page.getByRole('rowheader', { name: 'akagi' }).waitFor();
      await screenshot(page, `shell-admin-chombos-${colorScheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Backups' }).click();
      await page.getByRole('button', { name: 'Back up now' }).waitFor();
      await screenshot(page, `shell-admin-backups-${colorScheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the game page at phone width in ${colorScheme} mode, for its recorder and for a spectator`, async () => {
      const current = await chairContext.request.get(`${stage.url}/api/games/current/jp`);
      const [game] = (await current.json()) as Array<{ id: number }>;
      expect(game).toBeDefined();
      const recorder = await chairContext.newPage();
      await recorder.setViewportSize({ width: 390, height: 844 });
      await recorder.emulateMedia({ colorScheme });
      await recorder.goto(`${stage.url}/games/jp/${game?.id}`);
      await recorder.getByRole('group', { name: 'Result' }).waitFor();
      await settled(recorder);
      expect(await seriousViolations(recorder)).toEqual([]);
      // Mid-entry too: seats marked, chips shown, the preview on the seats.
      await recorder.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Ron' }).click();
      await recorder.getByRole('button', { name: /^(East|South|West|North)( Dealer)? washizu( |$)/ }).click();
      await recorder.getByRole('button', { name: /^(East|South|West|North)( Dealer)? akagi( |$)/ }).click();
      await recorder
        .getByRole('group', { name: 'Han' })
        .getByRole('button', { name: '2', exact: true })
        .click();
      await recorder
        .getByRole('group', { name: 'Fu' })
        .getByRole('button', { name: '30', exact: true })
        .click();
      await recorder.getByTestId('preview-seat-1').waitFor();
      await screenshot(recorder, `shell-game-recorder-${colorScheme}`);
      expect(await seriousViolations(recorder)).toEqual([]);
      await recorder.close();

      const { context } = await contextAs(stage.browser, stage.url, null, { colorScheme, width: 390 });
      const spectator = await context.newPage();
      await spectator.goto(`${stage.url}/games/jp/${game?.id}`);
      await spectator.getByRole('region', { name: 'The table' }).waitFor();
      await settled(spectator);
      await screenshot(spectator, `shell-game-spectator-${colorScheme}`);
      expect(await seriousViolations(spectator)).toEqual([]);
      await context.close();
    });
  }

  it('the home page at phone width in dark mode', async () => {
    const { context } = await contextAs(stage.browser, stage.url, null, { colorScheme: 'dark', width: 390 });
    const page = await context.newPage();
    await page.goto(stage.url);
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
