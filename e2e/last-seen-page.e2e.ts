import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerTable } from './support/api-client.ts';
import { screenshot } from './support/browser.ts';
import { registerPlayer } from './support/registration.ts';
import { TOUCH_PHONE, useStage } from './support/stage.ts';

const ENTRY_SCRIPT = /\/assets\/index-[^/]*\.js$/;

/**
 * A repeat visit paints the page as it was last seen (public/last-seen-page.js) before the app's code
 * has run, and the app replaces it with itself. The app's entry script is held back here so the copy
 * can be looked at; the service worker is blocked so that the hold applies (the copy itself comes
 * from the page's storage, not from the worker).
 */
describe('the last page seen, on a phone', () => {
  const stage = useStage({ ADMIN_USERNAMES: 'copy_chair' });

  async function phone(): Promise<Page> {
    const context = await stage.contextForTest({ ...TOUCH_PHONE, serviceWorkers: 'block' });
    // The copy is in a closed shadow root, out of reach of selectors: keep a handle on it to read it.
    // And note when the painting script has looked for a copy (it reads its path's key first), so
    // that "no copy" is only ever asserted after it has run.
    await context.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key) {
        if (key.startsWith('mahjong-club:last-seen-page:'))
          (window as { copyLookedFor?: boolean }).copyLookedFor = true;
        return getItem.call(this, key);
      };
      const attachShadow = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init) {
        const root = attachShadow.call(this, init);
        if (this.id === 'last-seen-page') (window as { lastSeenCopy?: ShadowRoot }).lastSeenCopy = root;
        return root;
      };
    });
    return context.newPage();
  }

  /** Holds the app's entry script back until the returned function is called. */
  async function holdTheApp(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENTRY_SCRIPT, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  /** Resolves once the painting script has run (and painted, if it had a copy): the app is held. */
  const painterHasRun = (page: Page) =>
    page.waitForFunction(() => (window as { copyLookedFor?: boolean }).copyLookedFor === true);

  /** Reloads with the app held back, once the painting script has run. */
  async function reloadBeforeTheApp(page: Page): Promise<() => void> {
    const release = await holdTheApp(page);
    await page.reload({ waitUntil: 'commit' });
    await painterHasRun(page);
    return release;
  }

  const copiedHeading = (page: Page) =>
    page.evaluate(
      () =>
        (window as { lastSeenCopy?: ShadowRoot }).lastSeenCopy?.querySelector('main h1')?.textContent ?? null,
    );
  const copyOf = (page: Page, path: string) =>
    page.evaluate((key) => localStorage.getItem(key), `mahjong-club:last-seen-page:${path}`);

  it('paints the game page as last seen before the app runs, then gives way to the app', async () => {
    const { clients, ids } = await registerTable(stage.url, 'copied');
    const game = await clients[0]!.createGame(ids);
    const path = `/games/jp/${game.id}`;
    const page = await phone();
    await page.goto(`${stage.url}${path}`);
    await page.getByRole('heading', { level: 1, name: `game #${game.id}` }).waitFor();
    await page.waitForFunction(
      (key) => localStorage.getItem(key) !== null,
      `mahjong-club:last-seen-page:${path}`,
    );

    const release = await reloadBeforeTheApp(page);
    await page.locator('#last-seen-page').waitFor({ state: 'attached' });
    expect(await copiedHeading(page)).toContain(`game #${game.id}`);
    // Only a picture: nothing in it can be found, read out or tapped.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await page.locator('#last-seen-page').getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('#last-seen-page').evaluate((host) => (host as HTMLElement).inert)).toBe(true);
    // The copy is drawn over the page, the seats' names on it.
    const nameOnCopy = await page.evaluate(() => {
      const copy = (window as { lastSeenCopy?: ShadowRoot }).lastSeenCopy;
      const box = copy?.querySelector('main h1')?.getBoundingClientRect();
      return box ? { top: box.top, height: box.height, width: box.width } : null;
    });
    expect(nameOnCopy?.height).toBeGreaterThan(0);
    expect(nameOnCopy?.width).toBeGreaterThan(0);
    await screenshot(page, 'last-seen-page-copy');

    release();
    await page.getByRole('heading', { level: 1, name: `game #${game.id}` }).waitFor();
    expect(await page.locator('#last-seen-page').count()).toBe(0);
    // The app's heading sits where the copy's was: no jump when one replaces the other.
    const realBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.abs((realBox?.y ?? -100) - (nameOnCopy?.top ?? 0))).toBeLessThan(2);
    await screenshot(page, 'last-seen-page-app');
  });

  it('is forgotten when the member signs out, and never taken of the admin page', async () => {
    const page = await phone();
    const chair = await registerPlayer(page.context().request, stage.url, 'copy_chair');
    const { clients, ids } = await registerTable(stage.url, 'signed');
    const game = await clients[0]!.createGame(ids);
    const path = `/games/jp/${game.id}`;

    await page.goto(`${stage.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    // A copy is taken a second after a page settles, when the browser is idle: let that moment pass.
    await page.evaluate(
      () =>
        new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve, { timeout: 2_000 }), 1_500)),
    );
    expect(await copyOf(page, '/admin')).toBeNull();
    let release = await reloadBeforeTheApp(page);
    expect(await page.locator('#last-seen-page').count()).toBe(0);
    release();
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    await page.unrouteAll({ behavior: 'wait' });

    await page.goto(`${stage.url}${path}`);
    await page.getByRole('heading', { level: 1, name: `game #${game.id}` }).waitFor();
    await page.waitForFunction(
      (key) => localStorage.getItem(key) !== null,
      `mahjong-club:last-seen-page:${path}`,
    );

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`Signed in as ${chair.username}`).waitFor();
    await drawer.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${stage.url}/login`);
    expect(await copyOf(page, path)).toBeNull();

    // Straight back to the game, as the next member at the table would open it.
    release = await holdTheApp(page);
    await page.goto(`${stage.url}${path}`, { waitUntil: 'commit' });
    await painterHasRun(page);
    expect(await page.locator('#last-seen-page').count()).toBe(0);
    release();
    await page.getByRole('heading', { level: 1, name: `game #${game.id}` }).waitFor();
  });
});
