import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient, registerTable } from './support/api-client.ts';
import { useStage } from './support/stage.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };

/** Who asked for each request of a page: `parser` when index.html named it, `script` from the app. */
async function recordInitiators(page: Page): Promise<Array<{ path: string; initiator: string }>> {
  const requests: Array<{ path: string; initiator: string }> = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.push({ path: new URL(event.request.url).pathname, initiator: event.initiator.type });
  });
  return requests;
}

/** The language catalogues among them (client/src/locales, one chunk each). */
const catalogues = (requests: Array<{ path: string; initiator: string }>) =>
  requests.filter((request) => /^\/assets\/(en|ja|zh-Hant|zh-Hans)-[\w-]+\.js$/.test(request.path));

describe('a first visit, nothing kept yet', () => {
  const stage = useStage();

  it("gets the game page's code and its game as index.html names them, and asks for the game once", async () => {
    const { ids } = await registerTable(stage.url, 'first');
    const recorder = new ApiClient(stage.url);
    await recorder.register('first_recorder');
    const game = await recorder.createGame(ids);

    const context = await stage.contextForTest(PHONE);
    const page = await context.newPage();
    const requests = await recordInitiators(page);
    await page.goto(`${stage.url}/games/jp/${game.id}`);
    await page.getByRole('heading', { level: 1, name: `game #${game.id}` }).waitFor();
    await page.getByText('first_2').first().waitFor();

    const reads = requests.filter((request) => request.path === `/api/games/jp/${game.id}`);
    expect(reads).toEqual([{ path: `/api/games/jp/${game.id}`, initiator: 'parser' }]);
    const pageCode = requests.filter((request) => /^\/assets\/GameRoute-[\w-]+\.js$/.test(request.path));
    expect(pageCode).toEqual([{ path: expect.any(String), initiator: 'parser' }]);
    // Who is signed in (nobody here) is asked once, by the page itself, for the nav bar and the page.
    const player = requests.filter((request) => request.path === '/api/players/current');
    expect(player).toEqual([{ path: '/api/players/current', initiator: 'parser' }]);
    // The words come in beside the code: the first render waits for them.
    expect(catalogues(requests)).toEqual([
      { path: expect.stringMatching(/^\/assets\/en-/), initiator: 'parser' },
    ]);
  });

  it("gets the catalogue of the browser's language as index.html names it, and no other", async () => {
    const context = await stage.contextForTest({ ...PHONE, locale: 'ja-JP' });
    const page = await context.newPage();
    const requests = await recordInitiators(page);
    await page.goto(`${stage.url}/leaderboard/jp`);
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(catalogues(requests)).toEqual([
      { path: expect.stringMatching(/^\/assets\/ja-/), initiator: 'parser' },
    ]);
  });

  it('gets the live list the same way, once', async () => {
    const context = await stage.contextForTest(PHONE);
    const page = await context.newPage();
    const requests = await recordInitiators(page);
    await page.goto(`${stage.url}/games/current/hk`);
    await page.getByRole('heading', { level: 1, name: 'Live Hong Kong Games' }).waitFor();
    const reads = requests.filter((request) => request.path === '/api/games/current/hk');
    expect(reads).toEqual([{ path: '/api/games/current/hk', initiator: 'parser' }]);
  });
});
