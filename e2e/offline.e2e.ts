import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerTable } from './support/api-client.ts';
import { screenshot } from './support/browser.ts';
import { useStage } from './support/stage.ts';

const builtClient = fileURLToPath(new URL('../client/dist', import.meta.url));

describe('without a network', () => {
  const stage = useStage();

  it('reopens the app and the last game seen when the page is reloaded offline', async () => {
    const { ids } = await registerTable(stage.url, 'offline');
    const recorder = new ApiClient(stage.url);
    await recorder.register('offline_recorder');
    const game = await recorder.createGame(ids);

    const context = await stage.contextForTest({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const heading = page.getByRole('heading', { level: 1, name: `game #${game.id}` });
    await page.goto(`${stage.url}/games/jp/${game.id}`);
    await heading.waitFor();
    await page.getByText('offline_2').first().waitFor();
    // The service worker has installed (its precache written) and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    const reachable = await page.evaluate(() =>
      fetch('/api/health').then(
        () => true,
        () => false,
      ),
    );
    expect(reachable).toBe(false);

    await page.reload();
    await heading.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0);
    for (const seat of [0, 1, 2, 3]) {
      expect(await page.getByText(`offline_${seat}`).count()).toBeGreaterThan(0);
    }
    await screenshot(page, 'offline-game-page');
  });
});

describe('a new version', () => {
  // A copy of the built client of its own, so this test can deploy a "new version" of it.
  const client = mkdtempSync(join(tmpdir(), 'mahjong-e2e-client-'));
  beforeAll(() => {
    cpSync(builtClient, client, { recursive: true });
  });
  afterAll(() => {
    rmSync(client, { recursive: true, force: true });
  });
  // Started after the copy is made, and stopped before it is removed.
  const stage = useStage({ CLIENT_DIST: client });

  it('is announced, and taken only when the member chooses to reload', async () => {
    const context = await stage.contextForTest();
    const page = await context.newPage();
    await page.goto(`${stage.url}/`);
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const notice = page.getByText('A new version is ready.');
    expect(await notice.count()).toBe(0);

    appendFileSync(join(client, 'sw.js'), '\n// the next deployment\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await notice.waitFor();
    // The new version waits for the member: the page still runs the one it started with.
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
    ).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.locator('main h1').first().waitFor();
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
    ).toBe(false);
    expect(await notice.count()).toBe(0);
  });
});
