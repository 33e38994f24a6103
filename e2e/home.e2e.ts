import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { startServerAndBrowser } from './support/stage.ts';

describe('home page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the welcome from the real server', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    const heading = page.getByRole('heading', { name: 'Welcome to the Mahjong Club' });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Welcome to the Mahjong Club');
    expect(await page.title()).toBe('Mahjong Club');
    await screenshot(page, 'home');
  });

  it('serves the app for a deep link and the health check beside it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/resources`);
    await page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', database: 'pglite' });
  });
});
