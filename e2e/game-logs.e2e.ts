import type { GameView, Player } from '@mahjong/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { registerElsewhere, registerPlayer } from './support/registration.ts';
import { TOUCH_PHONE, useStage } from './support/stage.ts';

const NAMES = ['ann_l', 'ben_l', 'cat_l', 'dan_l', 'eve_l'] as const;

/** The game ids the logs table shows, top to bottom. */
async function shownGames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Game logs' });
  await table.waitFor();
  return table.getByRole('link', { name: /^#\d+$/ }).allTextContents();
}

describe('searching the game logs on a phone', () => {
  const stage = useStage();

  it('a shared log address restores its players, rule set, range and order, and finds the same games', async () => {
    const recorder = await stage.contextForTest(TOUCH_PHONE);
    const players: Player[] = [await registerPlayer(recorder.request, stage.url, NAMES[0])];
    for (const name of NAMES.slice(1)) players.push(await registerElsewhere(stage.url, name));
    const [ann, ben, cat, dan, eve] = players.map((player) => player.id) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const start = async (seats: number[], ruleset?: string) => {
      const answer = await recorder.request.post(`${stage.url}/api/games`, {
        data: { variant: 'jp', type: 'CASUAL', players: seats, ...(ruleset ? { ruleset } : {}) },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as GameView).id;
    };
    const all4 = await start([ann, ben, cat, dan]);
    const wrc = await start([eve, cat, ben, ann], 'wrc');
    await start([ann, dan, eve, ben], 'wrc');

    // Someone else opens the address they were sent: no session, a phone of their own.
    const friend = await stage.contextForTest(TOUCH_PHONE);
    const page = await friend.newPage();
    const today = new Date().toISOString().slice(0, 10);
    const shared = `/games?players=${ann},${ben},${cat}&ruleset=wrc&from=${today}&to=${today}&sort=result&resultOf=${cat}`;
    await page.goto(`${stage.url}${shared}`);
    await page.getByRole('heading', { name: 'Game Logs' }).waitFor();
    expect(await shownGames(page)).toEqual([`#${wrc}`]);
    for (const name of NAMES.slice(0, 3)) {
      await page.getByRole('button', { name: `Remove ${name} from the filter` }).waitFor();
    }
    await expect.poll(() => page.getByLabel('Rule set', { exact: true }).inputValue()).toBe('wrc');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(today);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(today);
    await expect.poll(() => page.getByLabel('Order', { exact: true }).inputValue()).toBe(String(cat));
    await screenshot(page, 'game-logs-shared-search');

    // Any rule set: the game all three sat in under the club's rules shows too, and the address says so.
    await page.getByLabel('Rule set', { exact: true }).selectOption('');
    await expect.poll(() => shownGames(page)).toEqual(expect.arrayContaining([`#${all4}`, `#${wrc}`]));
    expect((await shownGames(page)).length).toBe(2);
    expect(new URL(page.url()).searchParams.get('ruleset')).toBeNull();
    expect(new URL(page.url()).searchParams.get('players')).toBe(`${ann},${ben},${cat}`);

    // Back restores the shared search.
    await page.goBack();
    await expect.poll(() => page.getByLabel('Rule set', { exact: true }).inputValue()).toBe('wrc');
    expect(await shownGames(page)).toEqual([`#${wrc}`]);
    // The page fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
