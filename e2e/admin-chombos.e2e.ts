import type { Player } from '@mahjong/shared';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { registerElsewhere } from './support/registration.ts';
import { contextAs } from './support/shell-fixtures.ts';
import { useStage } from './support/stage.ts';

/**
 * Chombos from the table to the admin area: recorded on the game page after a confirmation, listed and
 * removed with a reason, and read back in the audit log by names — at desktop and at phone width.
 */
describe('chombos and the audit log', () => {
  const stage = useStage({ ADMIN_USERNAMES: 'chair' });

  let round = 0;
  /** A casual riichi game between the admin and three new players, recorded by the admin. */
  async function gameOfFour(request: APIRequestContext, admin: Player) {
    round += 1;
    const others: Player[] = [];
    for (const name of ['east', 'south', 'west'])
      others.push(await registerElsewhere(stage.url, `${name}_${round}`));
    const answer = await request.post(`${stage.url}/api/games`, {
      data: { variant: 'jp', type: 'CASUAL', players: [admin.id, ...others.map((player) => player.id)] },
    });
    expect(answer.status()).toBe(201);
    return { game: (await answer.json()) as { id: number; version: number }, others };
  }

  let chair: { context: BrowserContext; player: Player } | undefined;
  async function asChair(width: number): Promise<{ page: Page; player: Player; close: () => Promise<void> }> {
    if (!chair) {
      const first = await contextAs(stage.browser, stage.url, 'chair');
      chair = { context: first.context, player: first.player! };
    }
    const context = await stage.browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies(await chair.context.cookies());
    return { page: await context.newPage(), player: chair.player, close: () => context.close() };
  }

  it.each([
    ['desktop', 1200],
    ['phone', 390],
  ])(
    'on the game page (%s): a chombo is recorded only once confirmed, and an admin removes it',
    async (name, width) => {
      const { page, player, close } = await asChair(width);
      const { game, others } = await gameOfFour(page.context().request, player);
      const against = others[1]!.username;
      await page.goto(`${stage.url}/games/jp/${game.id}`);
      const form = page.getByRole('group', { name: 'Chombo' });
      await form.getByLabel('Player').selectOption({ label: against });
      await form.getByLabel('Reason').fill('Called ron on a tile nobody discarded');
      await form.getByRole('button', { name: 'Record chombo' }).click();

      const confirm = page.getByRole('alertdialog', { name: `Record a chombo against ${against}?` });
      await confirm.waitFor();
      await screenshot(page, `chombo-confirm-${name}`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await page.getByRole('region', { name: 'Chombos' }).count()).toBe(0);

      await form.getByRole('button', { name: 'Record chombo' }).click();
      await confirm.getByRole('button', { name: 'Record chombo' }).click();
      const chombos = page.getByRole('region', { name: 'Chombos' });
      await chombos.getByText(`${against}: Called ron on a tile nobody discarded`).waitFor();

      await chombos.getByRole('button', { name: `Remove the chombo against ${against}` }).click();
      const removal = page.getByRole('alertdialog', { name: `Remove the chombo against ${against}?` });
      await removal.getByLabel('Why is it removed?').fill('The tile was on the table after all');
      await screenshot(page, `chombo-remove-${name}`);
      await removal.getByRole('button', { name: 'Remove chombo' }).click();
      await chombos.waitFor({ state: 'detached' });
      await close();
    },
  );

  it.each([
    ['desktop', 1200],
    ['phone', 390],
  ])(
    'in the admin area (%s): every chombo listed with its game, removed with a reason, read in the audit log',
    async (name, width) => {
      const { page, player, close } = await asChair(width);
      const request = page.context().request;
      const { game, others } = await gameOfFour(request, player);
      const against = others[2]!;
      const recorded = await request.post(`${stage.url}/api/games/jp/${game.id}/chombo`, {
        data: {
          expectedVersion: game.version,
          playerId: against.id,
          reason: 'Revealed a tile before riichi',
        },
      });
      expect(recorded.status()).toBe(201);

      await page.goto(`${stage.url}/admin?tab=chombos`);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: against.username }) });
      await row.getByRole('link', { name: `Riichi Casual game #${game.id}` }).waitFor();
      await row.getByText('Revealed a tile before riichi').waitFor();
      await row
        .getByRole('button', { name: `Remove the chombo against ${against.username} in game #${game.id}` })
        .click();
      const removal = page.getByRole('alertdialog', {
        name: `Remove the chombo against ${against.username}?`,
      });
      await removal.getByLabel('Why is it removed?').fill('Recorded against the wrong player');
      await removal.getByRole('button', { name: 'Remove chombo' }).click();
      await row.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: 'Audit log' }).click();
      const entry = page.getByRole('row').filter({ hasText: 'Chombo removed' }).first();
      const gameLink = entry.getByRole('link', { name: `Riichi game #${game.id}` });
      await gameLink.waitFor();
      expect(await entry.textContent()).toContain(
        `Removed the chombo against ${against.username} (“Revealed a tile before riichi”).`,
      );
      expect(await entry.textContent()).toContain('Why it was removed: “Recorded against the wrong player”.');
      expect(await entry.textContent()).not.toMatch(/playerId|removalReason/);
      await screenshot(page, `audit-log-${name}`);
      await gameLink.click();
      await page.waitForURL(`${stage.url}/games/jp/${game.id}`);

      await page.goto(`${stage.url}/admin`);
      const mine = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'chair (you)' }) });
      expect(await mine.getByRole('checkbox', { name: 'Admin for chair' }).isDisabled()).toBe(true);
      expect(await mine.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
      await close();
    },
  );
});
