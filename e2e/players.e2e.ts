import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { registerElsewhere, registerPlayer } from './support/registration.ts';
import { seedClub } from './support/shell-fixtures.ts';
import { useStage } from './support/stage.ts';

const NAMES = ['chair_p', 'bob_p', 'carol_p', 'dave_p'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The scripts the page has fetched so far, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return scripts;
}

describe('player pages in Chromium', () => {
  const stage = useStage({ ADMIN_USERNAMES: NAMES[0] });
  let finishedGame: number;

  beforeAll(async () => {
    const chair = await stage.browser.newContext();
    const admin = await registerPlayer(chair.request, stage.url, NAMES[0]);
    const others = [];
    for (const name of NAMES.slice(1)) others.push(await registerElsewhere(stage.url, name));
    await seedClub(chair.request, stage.url, admin, others);
    const finished = await chair.request.get(`${stage.url}/api/games?status=FINISHED&type=RANKED`);
    finishedGame = ((await finished.json()) as { items: Array<{ id: number }> }).items[0]?.id ?? 0;
    await chair.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`opens a player's page from a name on the leaderboard (${viewport.name})`, async () => {
      const context = await stage.contextForTest({ viewport });
      const page = await context.newPage();
      const scripts = scriptsOf(page);
      await page.goto(`${stage.url}/leaderboard/jp`);
      const board = page.getByRole('table', { name: 'Riichi Ranked Leaderboard' });
      // One game each: everyone is provisional, marked and unranked.
      await board.getByRole('link', { name: NAMES[1] }).waitFor();
      expect(await board.getByText('Provisional').count()).toBe(4);
      expect(scripts.some((name) => name.startsWith('PlayerRoute'))).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      await board.getByRole('link', { name: NAMES[1] }).click();
      await page.getByRole('heading', { level: 1, name: NAMES[1] }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/players/${NAMES[1]}`);
      expect(scripts.some((name) => name.startsWith('PlayerRoute'))).toBe(true);
      await page.getByRole('button', { name: 'Riichi Ranked' }).waitFor();
      expect(await page.getByLabel('Places finished').textContent()).toMatch(
        /^1st \d · 2nd \d · 3rd \d · 4th \d$/,
      );
      // The history is drawn (a line from 1500 through the one game) with its table for screen readers.
      const chart = page.locator('figure', { has: page.getByRole('heading', { name: 'Rating history' }) });
      await chart.locator('.recharts-line-curve').waitFor();
      expect(await page.getByRole('table', { name: 'Rating history' }).locator('tbody tr').count()).toBe(1);
      await page.getByRole('link', { name: `Game #${finishedGame}` }).waitFor();
      await page.getByRole('link', { name: 'All statistics' }).waitFor();

      // Head-to-head against someone from the same table.
      await page.getByLabel(`${NAMES[1]} against`).selectOption({ label: NAMES[2] });
      await page.getByText('Games together').waitFor();
      const width = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(width).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `player-page-${viewport.name}`);
    });
  }

  it('keeps the player page out of the game page and says when nobody has a name', async () => {
    const page = await stage.browser.newPage({ viewport: VIEWPORTS[1] });
    const scripts = scriptsOf(page);
    await page.goto(`${stage.url}/games/jp/${finishedGame}`);
    const results = page.getByRole('table', { name: 'Final results' });
    await results.getByRole('link', { name: NAMES[0] }).waitFor();
    expect(scripts.some((name) => name.startsWith('PlayerRoute'))).toBe(false);
    await results.getByRole('link', { name: NAMES[0] }).click();
    await page.getByRole('heading', { level: 1, name: NAMES[0] }).waitFor();

    await page.goto(`${stage.url}/players/nobody_at_all`);
    await page.getByRole('heading', { level: 1, name: 'No player called nobody_at_all' }).waitFor();
    await page.close();
  });
});
