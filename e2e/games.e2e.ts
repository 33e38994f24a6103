import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { registerElsewhere, registerPlayer } from './support/registration.ts';
import { useStage } from './support/stage.ts';
import { previewOf, recordHand, tapChip, tapResult, tapRiichi, tapSeat } from './support/tap-entry.ts';

const [ALICE, BOB, CAROL, DAVE] = ['alice_g', 'bob_g', 'carol_g', 'dave_g'] as const;
const ADMIN = 'admin_g';

/** A JSON call with the page's session cookie; fails the test on anything but 2xx. */
async function callApi<T>(page: Page, method: string, url: string, data?: unknown, key?: string): Promise<T> {
  const answer = await page.request.fetch(url, {
    method,
    ...(data === undefined ? {} : { data }),
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function pickPlayer(page: Page, wind: string, username: string) {
  const input = page.getByRole('combobox', { name: wind });
  await input.click();
  await input.fill(username.slice(0, 3));
  await page.getByRole('option', { name: username }).click();
}

/**
 * The page's hands table, once it is drawn: the game page paints its heading and its table of seats
 * first and the hands in a second pass, so a read right after the heading could find none yet.
 */
async function handsTable(page: Page): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Hands' });
  await table.locator('tfoot').waitFor();
  return table;
}

async function handRows(page: Page): Promise<string[]> {
  return (await handsTable(page)).locator('tbody').allInnerTexts();
}

async function totals(page: Page): Promise<string[]> {
  return (await handsTable(page)).locator('tfoot tr > *').allTextContents();
}

describe('recording a game in Chromium', () => {
  // The admin sets qualifications for the ranked game of the second test.
  const stage = useStage({ ADMIN_USERNAMES: ADMIN });

  it('creates a game, records a double ron and a deck-out, undoes a hand, and shows the right totals', async () => {
    for (const username of [BOB, CAROL, DAVE]) await registerElsewhere(stage.url, username);
    const context = await stage.contextForTest({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await registerPlayer(page.request, stage.url, ALICE);

    // Create: East, South, West, North.
    await page.goto(`${stage.url}/games/create/jp/casual`);
    await page.getByRole('heading', { name: 'Record a Riichi Casual game' }).waitFor();
    await pickPlayer(page, 'East', ALICE);
    await pickPlayer(page, 'South', BOB);
    await pickPlayer(page, 'West', CAROL);
    await pickPlayer(page, 'North', DAVE);
    await screenshot(page, 'games-create');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.waitForURL(/\/games\/jp\/\d+$/);
    const gamePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Record 東一局 0本場' }).waitFor();
    const headers = await (await handsTable(page)).locator('thead th').allInnerTexts();
    expect(headers).toEqual([ALICE, BOB, CAROL, DAVE]);

    // Hand 1: alice (dealer) declares riichi and rons bob, 3 han 30 fu.
    await tapRiichi(page, ALICE);
    await tapResult(page, 'Ron');
    await tapSeat(page, ALICE);
    await tapSeat(page, BOB);
    await tapChip(page, 'Han', '3');
    await tapChip(page, 'Fu', '30');
    expect(await previewOf(page, 0)).toBe('+5,800 → 30,800');
    await recordHand(page, '東一局 0本場');

    // Hand 2: double ron off carol — alice 2 han 30 fu, dave (riichi) 1 han 40 fu; dave is first after carol.
    await page.getByRole('heading', { name: 'Record 東一局 1本場' }).waitFor();
    await tapRiichi(page, DAVE);
    await tapResult(page, 'Ron');
    await tapSeat(page, ALICE);
    await tapSeat(page, CAROL);
    await tapChip(page, 'Han', '2');
    await tapChip(page, 'Fu', '30');
    await page.getByRole('button', { name: 'Another winner (double ron)' }).click();
    await tapSeat(page, DAVE);
    await tapChip(page, 'Han', '1');
    await tapChip(page, 'Fu', '40');
    expect([await previewOf(page, 0), await previewOf(page, 2), await previewOf(page, 3)]).toEqual([
      '+2,900 → 33,700',
      '-4,500 → 20,500',
      '+1,600 → 26,600',
    ]);
    await screenshot(page, 'games-double-ron-preview');
    await recordHand(page, '東一局 1本場');

    // Hand 3: deck-out, only bob tenpai; a ron by bob offers no 20 fu chip (the rules refuse it).
    await page.getByRole('heading', { name: 'Record 東一局 2本場' }).waitFor();
    await tapResult(page, 'Ron');
    await tapSeat(page, BOB);
    await tapSeat(page, ALICE);
    await tapChip(page, 'Han', '2');
    expect(await page.getByRole('group', { name: 'Fu' }).getByRole('button').allTextContents()).not.toContain(
      '20',
    );
    expect(await page.getByRole('button', { name: 'Record hand' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Start over' }).click();
    await tapResult(page, 'Deck-out');
    await tapSeat(page, BOB);
    expect(await previewOf(page, 1)).toBe('+3,000 → 22,200');
    await recordHand(page, '東一局 2本場');

    // Hand 4: bob (dealer of East 2) self-draws 2 han 30 fu with 3 honba — then it is undone.
    await page.getByRole('heading', { name: 'Record 東二局 3本場' }).waitFor();
    await tapResult(page, 'Tsumo');
    await tapSeat(page, BOB);
    await tapChip(page, 'Han', '2');
    await tapChip(page, 'Fu', '30');
    expect(await previewOf(page, 1)).toBe('+3,900 → 26,100');
    await recordHand(page, '東二局 3本場');
    await page.getByRole('heading', { name: 'Record 東二局 4本場' }).waitFor();
    expect(await handRows(page)).toHaveLength(5);

    await page.getByRole('button', { name: 'Undo last hand' }).click();
    // The question names the round, the hand and who recorded it.
    await page
      .getByText(new RegExp(`^Remove the last hand, 東二局 3本場: .*${BOB}.*, recorded by ${ALICE}\\?$`))
      .waitFor();
    await page.getByRole('button', { name: 'Yes, undo it' }).click();
    await page.getByRole('heading', { name: 'Record 東二局 3本場' }).waitFor();

    const rows = await handRows(page);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('東一局 0本場');
    expect(rows[0]).toContain('+5,800');
    expect(rows[1]).toContain('東一局 1本場');
    expect(rows[1]).toContain('-4,500');
    expect(rows[1]).toContain('+1,600');
    expect(rows[2]).toContain('東一局 2本場');
    expect(rows[2]).toContain('Deck-out (draw)');
    expect(rows[2]).toContain('+3,000');
    expect(rows[3]?.trim()).toBe('Now playing: 東二局 3本場');
    expect(await totals(page)).toEqual(['Total', '32,700', '22,200', '19,500', '25,600']);
    expect(await page.getByTestId('table-round').textContent()).toBe('東二局 3本場');
    expect(await page.getByText('Honba 3').count()).toBe(1);
    expect(await page.getByText('Sticks 0').count()).toBe(1);
    await screenshot(page, 'games-after-undo');

    // A reload shows what the server stored, not what the page remembered.
    await page.reload();
    await page.getByRole('heading', { name: 'Record 東二局 3本場' }).waitFor();
    expect(await totals(page)).toEqual(['Total', '32,700', '22,200', '19,500', '25,600']);

    // The logs list the game and link to it.
    await page.goto(`${stage.url}/games`);
    const link = page.getByRole('link', { name: `#${gamePath.split('/').at(-1)}` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(gamePath);
    await screenshot(page, 'games-logs');

    // An unknown game lands on Game Not Found.
    await page.goto(`${stage.url}/games/jp/999999`);
    await page.getByRole('heading', { name: 'Game Not Found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/games/not-found');
    expect(await page.title()).toBe('Game Not Found');
  });

  it('lists a ranked game live and ranks the players of a finished game on the leaderboard', async () => {
    const others = [];
    for (const username of ['erin_g', 'fred_g', 'gina_g'])
      others.push(await registerElsewhere(stage.url, username));
    const context = await stage.contextForTest({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const admin = await registerPlayer(page.request, stage.url, ADMIN);
    const seats = [admin.id, ...others.map((player) => player.id)];
    for (const id of seats) {
      await callApi(page, 'PATCH', `${stage.url}/api/admin/players/${id}`, { japaneseQualified: true });
    }

    // A ranked riichi game one hand in: on the live list with its round, scores and players.
    const ranked = await callApi<{ id: number; version: number }>(page, 'POST', `${stage.url}/api/games`, {
      variant: 'jp',
      type: 'RANKED',
      players: seats,
    });
    await callApi(
      page,
      'POST',
      `${stage.url}/api/games/jp/${ranked.id}/rounds`,
      {
        expectedVersion: ranked.version,
        riichis: [],
        tenpais: [],
        transactions: [
          { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { han: 4, fu: 30, dora: 1 } },
        ],
      },
      'e2e-ranked-1',
    );
    await page.goto(`${stage.url}/games/current/jp`);
    const card = page.getByRole('article', { name: `Game ${ranked.id}` });
    await card.waitFor();
    expect(await card.getByRole('link').textContent()).toBe('東二局 0本場');
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/games/jp/${ranked.id}`);
    const cardText = (await card.textContent()) ?? '';
    for (const expected of [ADMIN, 'erin_g', '17,300', '32,700', 'Started'])
      expect(cardText).toContain(expected);
    await screenshot(page, 'games-live');

    // A Hong Kong casual game that ends after two 13-point self-draws (the others fall below 0).
    const casual = await callApi<{ id: number; version: number }>(page, 'POST', `${stage.url}/api/games`, {
      variant: 'hk',
      type: 'CASUAL',
      players: seats,
    });
    let version = casual.version;
    for (const hand of [1, 2]) {
      const game = await callApi<{ version: number; status: string }>(
        page,
        'POST',
        `${stage.url}/api/games/hk/${casual.id}/rounds`,
        {
          expectedVersion: version,
          transactions: [{ transactionType: 'SELF_DRAW', winner: 2, hand: { points: 13 } }],
        },
        `e2e-hk-${hand}`,
      );
      version = game.version;
      if (hand === 2) expect(game.status).toBe('FINISHED');
    }
    await page.goto(`${stage.url}/leaderboard/hk/casual`);
    const board = page.getByRole('table', { name: 'Hong Kong Casual Leaderboard' });
    await board.getByText('fred_g').waitFor();
    const rows = await board.locator('tbody tr').all();
    expect(rows).toHaveLength(4);
    // One game each: everyone is provisional, marked and not ranked yet.
    const first = await rows[0]!.locator('td').allTextContents();
    expect(first.slice(0, 2)).toEqual(['–', 'fred_gProvisional']);
    expect(first[2]).toMatch(/^\d{4}\.\d$/);
    expect(first.slice(3)).toEqual(['1', '0']);
    await page.getByText('Everyone in rating order').click();
    await expect.poll(() => rows[0]!.locator('td').first().textContent()).toBe('1');
    await screenshot(page, 'games-leaderboard');

    await page.goto(`${stage.url}/games/hk/${casual.id}`);
    await page.getByText('End of Game').waitFor();
    await page.getByRole('table', { name: 'Final results' }).waitFor();
    await screenshot(page, 'games-finished');
  });
});
