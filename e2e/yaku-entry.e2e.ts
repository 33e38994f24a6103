import type { GameView } from '@mahjong/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { registerElsewhere, registerPlayer } from './support/registration.ts';
import { TOUCH_PHONE, useStage } from './support/stage.ts';
import { seatName } from './support/tap-entry.ts';

const [ALICE, BOB, CAROL, DAVE] = ['alice_y', 'bob_y', 'carol_y', 'dave_y'] as const;

/** Every tap goes through here, so the hand's taps can be counted. */
class Taps {
  count = 0;
  constructor(private readonly page: Page) {}
  private async tap(locator: Locator) {
    this.count += 1;
    await locator.click();
  }
  result = (label: string) =>
    this.tap(
      this.page.getByRole('group', { name: 'Result' }).getByRole('button', { name: label, exact: true }),
    );
  seat = (username: string) => this.tap(this.page.getByRole('button', { name: seatName(username) }));
  yaku = (name: string) =>
    this.tap(this.page.getByRole('group', { name: /^Yaku \(/ }).getByRole('button', { name, exact: true }));
  chip = (group: 'Dora', label: string) =>
    this.tap(this.page.getByRole('group', { name: group }).getByRole('button', { name: label, exact: true }));
  button = (name: string) => this.tap(this.page.getByRole('button', { name, exact: true }));
}

describe('yaku on a phone', () => {
  const stage = useStage();

  it('records a riichi pinfu tanyao ron with one dora in 8 taps, stored with its yaku', async () => {
    const others = [];
    for (const username of [BOB, CAROL, DAVE]) others.push(await registerElsewhere(stage.url, username));
    const context = await stage.contextForTest(TOUCH_PHONE);
    const page = await context.newPage();
    const alice = await registerPlayer(page.request, stage.url, ALICE);
    const created = await page.request.post(`${stage.url}/api/games`, {
      data: { variant: 'jp', type: 'CASUAL', players: [alice.id, ...others.map((other) => other.id)] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto(`${stage.url}/games/jp/${id}`);
    await page.getByRole('heading', { name: 'Record 東一局 0本場' }).waitFor();

    const taps = new Taps(page);
    await taps.result('Ron');
    await taps.seat(BOB);
    await taps.seat(DAVE);
    await taps.yaku('Riichi');
    await taps.yaku('Pinfu');
    await taps.yaku('Tanyao');
    // Pinfu on a ron fixes the fu at 30: no fu is asked; toitoi cannot go with pinfu.
    await expect
      .poll(() => page.getByRole('button', { name: 'Toitoi', exact: true }).isDisabled())
      .toBe(true);
    await taps.chip('Dora', '1');
    await expect.poll(() => page.getByTestId('entry-yaku-value').textContent()).toBe('4 han 30 fu');
    await screenshot(page, 'phone-yaku-entry');
    await taps.button('Record hand');
    await page.getByText('Recorded 東一局 0本場.').waitFor();
    expect(taps.count).toBe(8);

    const game = (await (await page.request.get(`${stage.url}/api/games/jp/${id}`)).json()) as GameView;
    const round = game.rounds[0];
    expect(round?.riichis).toEqual([1]);
    expect(round?.transactions[0]).toMatchObject({
      transactionType: 'DEAL_IN',
      winner: 1,
      loser: 3,
      hand: { han: 4, fu: 30, dora: 1, yaku: ['riichi', 'pinfu', 'tanyao'] },
    });
    // The game's hand list says the yaku.
    await expect
      .poll(() => page.getByTestId('hand').first().textContent())
      .toContain('Riichi, Pinfu, Tanyao');
  });
});
