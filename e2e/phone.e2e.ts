import { type HongKongRoundInput, playHongKongGame, roundLabel } from '@mahjong/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { registerElsewhere, registerPlayer } from './support/registration.ts';
import { TOUCH_PHONE, useStage } from './support/stage.ts';
import { previewOf, seatName } from './support/tap-entry.ts';

const [ALICE, BOB, CAROL, DAVE] = ['alice_p', 'bob_p', 'carol_p', 'dave_p'] as const;

/** Every tap goes through here, so a hand's taps can be counted. */
class Taps {
  count = 0;
  constructor(private readonly page: Page) {}
  private async tap(locator: ReturnType<Page['getByRole']>) {
    this.count += 1;
    await locator.click();
  }
  result = (label: string) =>
    this.tap(
      this.page.getByRole('group', { name: 'Result' }).getByRole('button', { name: label, exact: true }),
    );
  seat = (username: string) => this.tap(this.page.getByRole('button', { name: seatName(username) }));
  riichi = (username: string) =>
    this.tap(this.page.getByRole('button', { name: `Riichi: ${username}`, exact: true }));
  chip = (group: 'Han' | 'Fu' | 'Dora' | 'Points', label: string) =>
    this.tap(this.page.getByRole('group', { name: group }).getByRole('button', { name: label, exact: true }));
  button = (name: string) => this.tap(this.page.getByRole('button', { name, exact: true }));
  /** Records the hand; answers how many taps it took, this one included. */
  async record(label: string | null): Promise<number> {
    await this.button('Record hand');
    // The hand that ends the game closes the entry: the page then says the game is finished.
    await (label === null
      ? this.page.getByText('Finished', { exact: true })
      : this.page.getByText(`Recorded ${label}.`)
    ).waitFor();
    const taps = this.count;
    this.count = 0;
    return taps;
  }
}

/** Buttons of the hand entry smaller than a finger (44 × 44 CSS px). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('section[aria-labelledby="hand-entry-heading"] button')]
      .map((button) => ({ button, box: button.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ button, box }) => `${button.textContent} ${box.width}×${box.height}`),
  );
}

/** The seats and the result buttons are on screen, nothing to scroll to for the next hand. */
async function readyForNextHand(page: Page) {
  await page.getByRole('group', { name: 'Result' }).waitFor();
  const inView = await page.evaluate(() => {
    const seen = [
      ...document.querySelectorAll('[data-testid^="seat-"]'),
      document.querySelector('[role="group"][aria-label="Result"]'),
    ];
    return seen
      .map((element) => ({ element, box: element?.getBoundingClientRect() }))
      .filter(({ box }) => box === undefined || box.top < 0 || box.bottom > window.innerHeight)
      .map(
        ({ element, box }) =>
          `${element?.getAttribute('data-testid') ?? 'results'} ${box?.top}–${box?.bottom} of ${window.innerHeight}`,
      );
  });
  expect(inView).toEqual([]);
}

/** A seat's preview as the page writes it: "+144 → 894", "0 → 750", "-48 → 702". */
function previewText(delta: number, total: number): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '';
  return `${sign}${Math.abs(delta).toLocaleString('en-US')} → ${total.toLocaleString('en-US')}`;
}

/** The seat shown at the bottom of the table. */
async function bottomSeat(page: Page): Promise<string | null> {
  return page
    .locator('section[aria-labelledby="hand-entry-heading"] [data-position="bottom"] [data-testid^="seat-"]')
    .getAttribute('data-testid');
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

describe('recording a whole game by taps on a phone', () => {
  const stage = useStage();

  it('records a deck-out with riichi, a double ron, a pao yakuman and the last ron, all by taps', async () => {
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
    await screenshot(page, 'phone-entry-start');
    await readyForNextHand(page);
    await noSidewaysScroll(page);
    expect(await smallTargets(page)).toEqual([]);
    const taps = new Taps(page);

    // Hand 1, East 1: bob declares riichi; deck-out, bob is tenpai already, carol is tapped tenpai.
    await taps.riichi(BOB);
    await taps.result('Deck-out');
    await taps.seat(CAROL);
    expect(await previewOf(page, 1)).toBe('+500 → 25,500');
    expect(await previewOf(page, 2)).toBe('+1,500 → 26,500');
    // Riichi, deck-out, one tenpai seat, record: the deck-out itself took 2 taps plus the tenpai seat.
    expect(await taps.record('東一局 0本場')).toBe(4);
    await readyForNextHand(page);

    // Hand 2, East 2 (bob deals), 1 honba, 1 stick: double ron off dave — alice 3 han 30 fu (2 of them
    // dora), carol 2 han 30 fu.
    await page.getByRole('heading', { name: 'Record 東二局 1本場' }).waitFor();
    expect(await page.getByTestId('seat-1').textContent()).toContain('East Dealer');
    await taps.result('Ron');
    await taps.seat(ALICE);
    await taps.seat(DAVE);
    await taps.chip('Han', '3');
    await taps.chip('Fu', '30');
    await taps.chip('Dora', '2');
    expect(await smallTargets(page)).toEqual([]);
    await taps.button('Another winner (double ron)');
    await taps.seat(CAROL);
    await taps.chip('Han', '2');
    await taps.chip('Fu', '30');
    await screenshot(page, 'phone-double-ron-preview');
    // The head-bump winner after dave is alice: she takes the honba and the stick.
    expect(await previewOf(page, 0)).toBe('+5,200 → 28,700');
    expect(await previewOf(page, 3)).toBe('-6,200 → 17,300');
    expect(await page.getByTestId('entry-hand').textContent()).toContain('3 han 30 fu (2 dora)');
    expect(await taps.record('東二局 1本場')).toBeLessThanOrEqual(11);
    await readyForNextHand(page);

    // Hand 3, East 3: alice rons dave for a yakuman, bob liable (pao): dave and bob pay 16,000 each.
    await page.getByRole('heading', { name: 'Record 東三局 0本場' }).waitFor();
    await taps.result('Ron');
    await taps.seat(ALICE);
    await taps.seat(DAVE);
    await taps.chip('Han', 'Yakuman');
    await taps.button('Pao (liable player)');
    await taps.seat(BOB);
    expect(await previewOf(page, 1)).toBe('-16,000 → 9,500');
    expect(await previewOf(page, 3)).toBe('-16,000 → 1,300');
    await screenshot(page, 'phone-pao-preview');
    expect(await taps.record('東三局 0本場')).toBe(7);
    await readyForNextHand(page);

    // Hand 4, East 4: a plain ron, alice off dave for a mangan, in at most 6 taps — dave busts, the game ends.
    await page.getByRole('heading', { name: 'Record 東四局 0本場' }).waitFor();
    await taps.result('Ron');
    await taps.seat(ALICE);
    await taps.seat(DAVE);
    await taps.chip('Han', '5');
    await page.getByText('This hand ends the game.').waitFor();
    expect(await taps.record(null)).toBeLessThanOrEqual(6);

    await page.getByRole('table', { name: 'Hands' }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'phone-finished');
    const stored = (await (await page.request.get(`${stage.url}/api/games/jp/${id}`)).json()) as {
      status: string;
      rounds: Array<{ transactions: Array<{ transactionType: string; hand?: { dora?: number } }> }>;
      totals: number[];
    };
    expect(stored.status).toBe('FINISHED');
    expect(stored.rounds[1]?.transactions.map((t) => t.hand?.dora)).toEqual([2, 0]);
    expect(stored.rounds.map((round) => round.transactions.map((t) => t.transactionType))).toEqual([
      ['DECK_OUT'],
      ['DEAL_IN', 'DEAL_IN'],
      ['DEAL_IN_PAO'],
      ['DEAL_IN'],
    ]);
    expect(stored.totals).toEqual([68700, 9500, 28500, -6700]);
  });

  it('records a Hong Kong win off a discard, a self-draw and a deck-out by taps, as the engine scores them', async () => {
    const [me, ...names] = ['alice_hk', 'bob_hk', 'carol_hk', 'dave_hk'] as const;
    const others = [];
    for (const username of names) others.push(await registerElsewhere(stage.url, username));
    const [bob, carol, dave] = names;
    const context = await stage.contextForTest(TOUCH_PHONE);
    const page = await context.newPage();
    const alice = await registerPlayer(page.request, stage.url, me);
    const created = await page.request.post(`${stage.url}/api/games`, {
      data: { variant: 'hk', type: 'CASUAL', players: [alice.id, ...others.map((other) => other.id)] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`${stage.url}/games/hk/${id}`);
    await page.getByRole('heading', { name: 'Record East 1' }).waitFor();
    await readyForNextHand(page);
    await noSidewaysScroll(page);
    expect(await smallTargets(page)).toEqual([]);

    // The recorder sits at bob's seat: the table turned once stays turned after a reload.
    expect(await bottomSeat(page)).toBe('seat-0');
    await page.getByRole('button', { name: 'Turn the table' }).click();
    expect(await bottomSeat(page)).toBe('seat-1');
    await page.reload();
    await page.getByRole('heading', { name: 'Record East 1' }).waitFor();
    expect(await bottomSeat(page)).toBe('seat-1');

    const taps = new Taps(page);
    const hands: HongKongRoundInput[] = [];
    /** The engine's verdict on this hand, shown on every seat before it is recorded. */
    async function expectEnginePreview(hand: HongKongRoundInput) {
      const before = playHongKongGame(hands);
      const after = playHongKongGame([...hands, hand]);
      const deltas = after.totals.map((total, seat) => total - (before.totals[seat] ?? 0));
      for (const seat of [0, 1, 2, 3]) {
        expect(await previewOf(page, seat)).toBe(previewText(deltas[seat] ?? 0, after.totals[seat] ?? 0));
      }
    }
    async function record(hand: HongKongRoundInput): Promise<number> {
      const round = playHongKongGame(hands).currentRound;
      if (round === null) throw new Error('The game ended before this hand');
      hands.push(hand);
      return taps.record(roundLabel('hk', round));
    }

    // East 1: carol wins off dave's discard, 5 points.
    await taps.result('Win off a discard');
    await taps.seat(carol);
    await taps.seat(dave);
    await taps.chip('Points', '5');
    expect(await smallTargets(page)).toEqual([]);
    const ron: HongKongRoundInput = {
      transactions: [{ transactionType: 'DEAL_IN', winner: 2, loser: 3, hand: { points: 5 } }],
    };
    await expectEnginePreview(ron);
    await screenshot(page, 'phone-hk-ron-preview');
    expect(await record(ron)).toBe(5);
    await readyForNextHand(page);

    // East 2: bob draws his own winning tile, 7 points: every other seat pays.
    await page.getByRole('heading', { name: 'Record East 2' }).waitFor();
    await taps.result('Self-draw');
    await taps.seat(bob);
    await taps.chip('Points', '7');
    const selfDraw: HongKongRoundInput = {
      transactions: [{ transactionType: 'SELF_DRAW', winner: 1, hand: { points: 7 } }],
    };
    await expectEnginePreview(selfDraw);
    expect(await record(selfDraw)).toBe(4);
    await readyForNextHand(page);

    // East 3: nobody wins: nothing is paid, the round moves on.
    await page.getByRole('heading', { name: 'Record East 3' }).waitFor();
    await taps.result('Deck-out');
    const deckOut: HongKongRoundInput = { transactions: [{ transactionType: 'DECK_OUT' }] };
    await expectEnginePreview(deckOut);
    expect(await record(deckOut)).toBe(2);
    await page.getByRole('heading', { name: 'Record East 4' }).waitFor();
    await readyForNextHand(page);
    await noSidewaysScroll(page);
    expect(await bottomSeat(page)).toBe('seat-1');

    const stored = (await (await page.request.get(`${stage.url}/api/games/hk/${id}`)).json()) as {
      rounds: Array<{ transactions: Array<{ transactionType: string }> }>;
      totals: number[];
    };
    expect(stored.rounds.map((round) => round.transactions.map((t) => t.transactionType))).toEqual([
      ['DEAL_IN'],
      ['SELF_DRAW'],
      ['DECK_OUT'],
    ]);
    expect(stored.totals).toEqual(playHongKongGame(hands).totals);
  });
});
