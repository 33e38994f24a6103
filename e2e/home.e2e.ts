import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useStage } from './support/stage.ts';

describe('home page in Chromium', () => {
  const stage = useStage();

  it('renders the welcome from the real server', async () => {
    const page = await stage.browser.newPage();
    await page.goto(stage.url);
    const heading = page.getByRole('heading', { name: 'Welcome to the Mahjong Club' });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Welcome to the Mahjong Club');
    expect(await page.title()).toBe('Mahjong Club');
    await screenshot(page, 'home');
  });

  it('serves the app for a deep link and the health check beside it', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`${stage.url}/resources`);
    await page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
    const health = await (await fetch(`${stage.url}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', database: 'pglite' });
  });
});
