import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { contextAs } from './support/shell-fixtures.ts';
import { useStage } from './support/stage.ts';

/** An admin on a phone backs the club up from the admin area and downloads the file. */
describe('backups in the admin area', () => {
  const stage = useStage({ ADMIN_USERNAMES: 'keeper' });

  it('writes a backup now and downloads the newest, at phone width', async () => {
    const { context } = await contextAs(stage.browser, stage.url, 'keeper', { width: 390 });
    const page = await context.newPage();
    await page.goto(`${stage.url}/admin?tab=backups`);
    await page.getByText('None yet').waitFor();
    await page.getByRole('button', { name: 'Back up now' }).click();
    const download = page.getByRole('link', { name: 'Download latest' });
    await download.waitFor();
    const size = await page.getByText(/^\d+\.\d (KB|MB)$/).textContent();
    await screenshot(page, 'admin-backups-phone');

    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toMatch(/^mahjong-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
    const bytes = readFileSync((await saved.path())!);
    // A gzip stream, as large as the panel said.
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(`${(bytes.length / 1024 / 1024).toFixed(1)} MB`).toBe(size);
    await context.close();
  });
});
