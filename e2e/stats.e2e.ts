import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { registerElsewhere } from './support/registration.ts';
import { contextAs } from './support/shell-fixtures.ts';
import { useStage } from './support/stage.ts';

const [ALICE, BOB, CAROL, DAVE] = ['alice_s', 'bob_s', 'carol_s', 'dave_s'] as const;
const [ERIN, FRANK, GRACE, HEIDI] = ['erin_s', 'frank_s', 'grace_s', 'heidi_s'] as const;
// Evaluated, not added as a script tag: the site's Content-Security-Policy forbids inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page, as `rule: first element`. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = {
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
    };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
  });
}

interface Game {
  id: number;
  version: number;
}

/** Two finished casual riichi games recorded by alice: she deals in once, then wins once. */
async function recordGames(context: BrowserContext, url: string, players: number[]) {
  const post = async (path: string, data: unknown): Promise<Game> => {
    const answer = await context.request.post(`${url}/api${path}`, { data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as Game;
  };
  const yakuman = (winner: number, loser: number) => ({
    riichis: [],
    tenpais: [],
    transactions: [{ transactionType: 'DEAL_IN', winner, loser, hand: { han: 13, fu: 30, dora: 0 } }],
  });
  for (const hand of [yakuman(1, 0), yakuman(0, 2)]) {
    const game = await post('/games', { variant: 'jp', type: 'CASUAL', players });
    await post(`/games/jp/${game.id}/rounds`, { expectedVersion: game.version, ...hand });
  }
}

/**
 * Two finished casual Hong Kong games recorded by the first player (club rules, 750 to start): each
 * ends on one 13-faan discard win of 1 152. She deals in the first and wins the second with thirteen
 * orphans, entered as its pattern.
 */
async function recordHongKongGames(context: BrowserContext, url: string, players: number[]) {
  const post = async (path: string, data: unknown): Promise<Game> => {
    const answer = await context.request.post(`${url}/api${path}`, { data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as Game;
  };
  const limit = (winner: number, loser: number, patterns?: string[]) => ({
    transactions: [
      { transactionType: 'DEAL_IN', winner, loser, hand: { points: 13, ...(patterns ? { patterns } : {}) } },
    ],
  });
  for (const hand of [limit(1, 0), limit(0, 2, ['thirteen-orphans'])]) {
    const game = await post('/games', { variant: 'hk', type: 'CASUAL', players });
    await post(`/games/hk/${game.id}/rounds`, { expectedVersion: game.version, ...hand });
  }
}

describe('statistics in Chromium', () => {
  const stage = useStage();

  it("draws the logged-in player's charts in both colour modes, with their tables", async () => {
    const { context, player } = await contextAs(stage.browser, stage.url, ALICE);
    const others = [];
    for (const name of [BOB, CAROL, DAVE]) others.push(await registerElsewhere(stage.url, name));
    await recordGames(context, stage.url, [player!.id, ...others.map((other) => other.id)]);

    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme });
      await page.goto(`${stage.url}/stats/jp?type=CASUAL`);
      await page.getByText(`${ALICE} · Riichi Casual · all seasons`).waitFor();
      // Two games: one ron won, one dealt in, out of two hands.
      await expect.poll(() => page.getByText('50.0%').count()).toBeGreaterThanOrEqual(2);
      // The drawings are there (a line through three points; bars for 1st and 4th, the places she
      // took) and hidden from screen readers.
      const chart = page.locator('figure', { has: page.getByRole('heading', { name: 'Rating history' }) });
      await chart.locator('.recharts-line-curve').waitFor();
      expect(await chart.locator('.recharts-line-dot').count()).toBe(3);
      expect(await chart.locator('[aria-hidden="true"] svg').count()).toBe(1);
      const places = page.locator('figure', { has: page.getByRole('heading', { name: 'Places' }) });
      expect(await places.locator('.recharts-bar-rectangle').count()).toBe(2);
      const table = page.getByRole('table', { name: 'Rating history' });
      expect(await table.locator('tbody tr').count()).toBe(2);
      const stroke = await chart.locator('.recharts-line-curve').getAttribute('stroke');
      expect(stroke).toBe(colorScheme === 'dark' ? '#60a5fa' : '#1d4ed8');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `stats-${colorScheme}`);
      await page.close();
    }
    await context.close();
  });

  it('draws the Hong Kong statistics on a phone, each chart with its table and CSV', async () => {
    const { context, player } = await contextAs(stage.browser, stage.url, ERIN, { width: 375 });
    const others = [];
    for (const name of [FRANK, GRACE, HEIDI]) others.push(await registerElsewhere(stage.url, name));
    await recordHongKongGames(context, stage.url, [player!.id, ...others.map((other) => other.id)]);

    const page = await context.newPage();
    await page.goto(`${stage.url}/stats/hk?type=CASUAL`);
    await page.getByRole('heading', { level: 1, name: 'Hong Kong Statistics' }).waitFor();
    await page.getByText(`${ERIN} · Hong Kong Casual · all seasons`).waitFor();
    // One bar: a single hand won, at 13 faan; its table says the same.
    const faan = page.locator('figure', { has: page.getByRole('heading', { name: 'Hands won by faan' }) });
    await faan.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await faan.locator('.recharts-bar-rectangle').count()).toBe(1);
    const faanTable = page.getByRole('table', { name: 'Hands won by faan' });
    expect(await faanTable.locator('tbody tr').allTextContents()).toEqual(['131']);
    // Places: 1st and 4th once each.
    const places = page.locator('figure', { has: page.getByRole('heading', { name: 'Places' }) });
    expect(await places.locator('.recharts-bar-rectangle').count()).toBe(2);
    expect(await page.getByRole('table', { name: 'Places' }).locator('tbody tr').count()).toBe(4);
    expect(await page.getByRole('table', { name: 'Rating history' }).locator('tbody tr').count()).toBe(2);
    const csv = page.getByRole('link', { name: 'The figures of Hands won by faan as CSV' });
    expect(await csv.getAttribute('download')).toBe('hands-by-faan.csv');
    // Her one win was entered with its pattern: one bar, and its table row names the limit hand.
    const patterns = page.locator('figure', {
      has: page.getByRole('heading', { name: 'Patterns in hands won' }),
    });
    expect(await patterns.locator('.recharts-bar-rectangle').count()).toBe(1);
    expect(
      await page.getByRole('table', { name: 'Patterns in hands won' }).locator('tbody tr').allTextContents(),
    ).toEqual(['Thirteen orphans ★1100.0%1Limit hand']);
    const patternsCsv = page.getByRole('link', { name: 'The figures of Patterns in hands won as CSV' });
    expect(await patternsCsv.getAttribute('download')).toBe('patterns.csv');
    // The best hand leads to its game.
    const best = page.getByRole('link', { name: /13 faan, 1,152 points by deal-in/ });
    expect(await best.getAttribute('href')).toMatch(/^\/games\/hk\/\d+#hand-0$/);
    // Nothing wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'stats-hk-phone');
    await page.close();
    await context.close();
  });

  it('serves the API documentation viewer with the statistics routes', async () => {
    const page = await stage.browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(`${stage.url}/api/docs`);
    await page.getByText('Mahjong Club API').first().waitFor();
    await page.getByText('/api/stats/{variant}/head-to-head', { exact: true }).waitFor();
    await page.getByText('/api/games/{variant}/{id}/export', { exact: true }).waitFor();
    await screenshot(page, 'stats-api-docs');
    await page.close();
  });
});
