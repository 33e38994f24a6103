import type { Tournament } from '@mahjong/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { registerPlayer } from './support/registration.ts';
import { TOUCH_PHONE, useStage } from './support/stage.ts';

/** How far the page is wider than the screen (0 when nothing overflows sideways), and what sticks out. */
async function sideways(page: Page): Promise<{ over: number; widest: string }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const sticksOut = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > root.clientWidth + 0.5;
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}" ${Math.round(element.getBoundingClientRect().right)}px`,
      )
      .join('; ');
    return { over: root.scrollWidth - root.clientWidth, widest };
  });
}

async function expectNoSidewaysOverflow(page: Page, where: string) {
  const { over, widest } = await sideways(page);
  expect(over, `${where}: ${widest}`).toBe(0);
}

/**
 * A tournament run from a laptop with players who have nothing but their phones: the organiser makes
 * it and opens registration, four players register from their phones, the organiser seats and starts
 * session 1, a hand is recorded and a table ends, and the standings move on every phone; the board
 * shows every table and the clock on a projector.
 */
describe('a tournament in Chromium', () => {
  const stage = useStage({ ADMIN_USERNAMES: 'organiser' });
  let laptop: Page;
  const phones: Page[] = [];
  const names = ['aki_t', 'bo_t', 'chen_t', 'dana_t'];
  let tournamentId = 0;

  const tournament = async (): Promise<Tournament> =>
    (await (await fetch(`${stage.url}/api/tournaments/${tournamentId}`)).json()) as Tournament;

  beforeAll(async () => {
    const organiser = await stage.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await registerPlayer(organiser.request, stage.url, 'organiser');
    laptop = await organiser.newPage();
    for (const [index, name] of names.entries()) {
      // One phone at the narrowest width the club supports.
      const context = await stage.browser.newContext(
        index === 0 ? { ...TOUCH_PHONE, viewport: { width: 360, height: 780 } } : TOUCH_PHONE,
      );
      await registerPlayer(context.request, stage.url, name);
      phones.push(await context.newPage());
    }
  });

  it('is made on the laptop, and four players register from their phones', async () => {
    await laptop.goto(`${stage.url}/admin`);
    await laptop.getByRole('link', { name: 'New tournament' }).click();
    await laptop.waitForURL(/\/tournaments\/new$/);
    await laptop.getByRole('textbox', { name: /^Name/ }).fill('Winter Open');
    await laptop.getByRole('spinbutton', { name: /^Sessions/ }).fill('2');
    await laptop.getByRole('spinbutton', { name: /^Minutes per session/ }).fill('60');
    await laptop.getByLabel('Seating', { exact: true }).selectOption('random');
    await laptop.getByRole('button', { name: 'Create the tournament' }).click();
    await laptop.waitForURL(/\/tournaments\/\d+\/admin$/);
    tournamentId = Number(/\/tournaments\/(\d+)\/admin$/.exec(laptop.url())![1]);
    await laptop.getByRole('heading', { name: 'Winter Open', level: 1 }).waitFor();
    await laptop.getByRole('status').getByText('Live').waitFor();
    // Registration opens with the tournament; the organiser can close it and open it again.
    expect((await tournament()).registrationOpen).toBe(true);
    await laptop.getByText('Registration open').click();
    await expect.poll(async () => (await tournament()).registrationOpen).toBe(false);
    await laptop.getByText('Registration open').click();
    await expect.poll(async () => (await tournament()).registrationOpen).toBe(true);

    for (const phone of phones) {
      await phone.goto(`${stage.url}/tournaments`);
      await phone.getByRole('button', { name: 'Register for Winter Open' }).click();
      await phone.getByText('You are registered').waitFor();
    }
    await expectNoSidewaysOverflow(phones[0]!, 'a phone at 360 px');
    await screenshot(phones[0]!, 'tournament-list-phone');
    expect(await seriousViolations(phones[0]!)).toEqual([]);
    // The organiser's page has them all, live.
    await laptop.getByText('4 playing').waitFor();
    // The control page, with the navigation bar's every entry, fits from the narrowest bar to a phone.
    for (const width of [900, 1200, 360]) {
      await laptop.setViewportSize({ width, height: 900 });
      await laptop.getByRole('heading', { name: 'Participants' }).waitFor();
      await expectNoSidewaysOverflow(laptop, `the control page at ${width} px`);
      await screenshot(laptop, `tournament-admin-${width}`);
    }
    await laptop.setViewportSize({ width: 1366, height: 900 });
    for (const name of names)
      await laptop.getByRole('region', { name: 'Participants' }).getByText(name, { exact: true }).waitFor();
  });

  it('is seated and started by the organiser; every phone shows its table and seat in large type', async () => {
    for (const phone of phones) await phone.goto(`${stage.url}/tournaments/${tournamentId}`);
    await phones[0]!.getByRole('table', { name: 'Standings' }).waitFor();

    await laptop.getByRole('button', { name: 'Propose seating' }).click();
    await laptop.getByRole('group', { name: 'Proposed table 1' }).waitFor();
    await laptop.getByRole('button', { name: 'Start session 1' }).click();
    await laptop.getByRole('timer', { name: 'Session 1 clock' }).waitFor();

    const started = await tournament();
    const table = started.sessionList[0]!.tables[0]!;
    expect(table.gameId).not.toBeNull();
    for (const [index, phone] of phones.entries()) {
      const seat = table.playerIds.indexOf(
        started.participantList.find((p) => p.username === names[index])!.playerId,
      );
      const wind = ['East', 'South', 'West', 'North'][seat]!;
      await expect.poll(() => phone.getByTestId('my-seat').textContent()).toBe(`Table 1, ${wind}`);
    }
    const seatSize = await phones[0]!
      .getByTestId('my-seat')
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(seatSize).toBeGreaterThanOrEqual(36);
    await expectNoSidewaysOverflow(phones[0]!, 'a phone at 360 px');
    await screenshot(phones[0]!, 'tournament-phone-seat');
    expect(await seriousViolations(phones[0]!)).toEqual([]);
  });

  it('moves every screen when a hand is recorded, the projector board at 1920×1080 included', async () => {
    const projector = await (
      await stage.browser.newContext({ viewport: { width: 1920, height: 1080 } })
    ).newPage();
    await projector.goto(`${stage.url}/tournaments/${tournamentId}/board`);
    await projector.getByRole('heading', { name: 'Winter Open', level: 1 }).waitFor();
    const running = await tournament();
    const tables = running.sessionList[0]!.tables;
    for (const row of tables) await projector.getByRole('article', { name: `Table ${row.table}` }).waitFor();
    await projector.getByRole('timer', { name: 'Session 1 clock' }).waitFor();
    expect(await projector.getByTestId('clock-time').textContent()).toMatch(/^(60:00|59:\d\d)$/);

    const table = tables[0]!;
    const game = table.game!;
    const eastName = running.participantList.find((p) => p.playerId === table.playerIds[0])!.username;
    const east = phones[names.indexOf(eastName)]!;
    const recorded = await east.request.post(`${stage.url}/api/games/jp/${game.id}/rounds`, {
      data: {
        expectedVersion: game.version,
        riichis: [],
        tenpais: [],
        transactions: [
          { transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { han: 3, fu: 30, dora: 0 } },
        ],
      },
    });
    expect(recorded.status(), await recorded.text()).toBe(200);
    for (const page of [...phones, projector]) {
      const card = page.getByRole('article', { name: 'Table 1' });
      await card.getByText('1 hand recorded').waitFor();
      await card.getByText('30,800').waitFor();
    }
    expect(await projector.getByRole('navigation').count()).toBe(0);
    await projector.getByRole('table', { name: 'Standings' }).waitFor();
    await expectNoSidewaysOverflow(projector, 'the board');
    await screenshot(projector, 'tournament-board');
    expect(await seriousViolations(projector)).toEqual([]);
    await projector.context().close();
  });

  it('puts a table that ends into the standings on every phone at once', async () => {
    const running = await tournament();
    const table = running.sessionList[0]!.tables[0]!;
    const eastName = running.participantList.find((p) => p.playerId === table.playerIds[0])!.username;
    const adminCard = laptop.getByRole('article', { name: 'Table 1' });
    await adminCard.getByText('30,800').waitFor();
    await adminCard.getByRole('button', { name: 'End early' }).click();
    await adminCard.getByLabel('Why table 1 ends early').fill('The venue closes');
    await adminCard.getByRole('button', { name: 'End the game' }).click();
    for (const phone of phones) {
      const first = phone.getByRole('table', { name: 'Standings' }).getByTestId('standing-row').first();
      await first.getByText(eastName).waitFor();
      await expect.poll(() => first.locator('td').nth(3).textContent()).toBe('1');
    }
    const standings = (await tournament()).standings;
    expect(standings[0]!.username).toBe(eastName);
    expect(standings[0]!.points).toBeGreaterThan(0);
    await screenshot(phones[1]!, 'tournament-phone-standings');
  });
});
