/**
 * Issue 19 at the table, on phones: a hand corrected three rounds back (the later totals and the
 * spectator's page follow), a tablemate taking over the recording, three hands entered offline and
 * stored once each and in order (across a reload), and a hand another device stored first shown as
 * a conflict instead of being stored as the next hand.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ApiClient, until } from './support/api-client.ts';
import { screenshot } from './support/browser.ts';
import { registerPlayer } from './support/registration.ts';
import { TOUCH_PHONE, useStage } from './support/stage.ts';
import { tapChip, tapResult, tapSeat } from './support/tap-entry.ts';

const [ALICE, BOB, CAROL, DAVE] = ['alice_t', 'bob_t', 'carol_t', 'dave_t'] as const;

interface StoredTransaction {
  transactionType: string;
  winner?: number;
  hand?: { han: number };
}

interface StoredGame {
  id: number;
  version: number;
  totals: number[];
  rounds: Array<{ transactions: StoredTransaction[]; totals: number[]; recordedBy: string | null }>;
}

async function storedGame(url: string, id: number): Promise<StoredGame> {
  const answer = await fetch(`${url}/api/games/jp/${id}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as StoredGame;
}

const hands = (page: Page) => page.getByRole('table', { name: 'Hands' });
/** The totals row, once the hands are drawn (the game page draws them after its table of seats). */
const totals = async (page: Page) => {
  await hands(page).locator('tfoot').waitFor();
  return hands(page).locator('tfoot tr > *').allTextContents();
};
const unsentHands = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('mahjong.unsent-hands') ?? '{}').state?.hands ?? []);

describe('at the table', () => {
  const stage = useStage();
  let recorderContext: BrowserContext;
  let tablemateContext: BrowserContext;
  let spectatorContext: BrowserContext;
  let recorder: Page;
  let tablemate: Page;
  let spectator: Page;
  let seats: number[];

  beforeAll(async () => {
    recorderContext = await stage.browser.newContext(TOUCH_PHONE);
    tablemateContext = await stage.browser.newContext(TOUCH_PHONE);
    spectatorContext = await stage.browser.newContext({ viewport: { width: 1100, height: 900 } });
    recorder = await recorderContext.newPage();
    tablemate = await tablemateContext.newPage();
    spectator = await spectatorContext.newPage();
    seats = [
      (await registerPlayer(recorder.request, stage.url, ALICE)).id,
      (await registerPlayer(tablemate.request, stage.url, BOB)).id,
      await new ApiClient(stage.url).register(CAROL),
      await new ApiClient(stage.url).register(DAVE),
    ];
  });

  /** A new game started by alice (seat 0), with `inputs` recorded through the API. */
  async function newGame(inputs: unknown[] = []): Promise<StoredGame> {
    const created = await recorder.request.post(`${stage.url}/api/games`, {
      data: { variant: 'jp', type: 'CASUAL', players: seats },
    });
    expect(created.status(), await created.text()).toBe(201);
    let game = (await created.json()) as StoredGame;
    for (const input of inputs) {
      const answer = await recorder.request.post(`${stage.url}/api/games/jp/${game.id}/rounds`, {
        data: { expectedVersion: game.version, ...(input as object) },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      game = (await answer.json()) as StoredGame;
    }
    return game;
  }

  const ron = (winner: number, loser: number, han: number) => ({
    riichis: [],
    tenpais: [],
    transactions: [{ transactionType: 'DEAL_IN', winner, loser, hand: { han, fu: 30, dora: 0 } }],
  });
  const deckOut = { riichis: [], tenpais: [], transactions: [{ transactionType: 'DECK_OUT' }] };

  it('corrects a hand three rounds back: the later totals and the spectator’s page change', async () => {
    const game = await newGame([ron(0, 1, 3), deckOut, ron(2, 3, 2), deckOut]);
    await spectator.goto(`${stage.url}/games/jp/${game.id}`);
    await spectator.getByRole('status').getByText('Live').waitFor();
    await recorder.goto(`${stage.url}/games/jp/${game.id}`);
    await recorder.getByRole('heading', { name: /^Record / }).waitFor();
    expect(await totals(spectator)).toEqual(['Total', ...game.totals.map((t) => t.toLocaleString('en-US'))]);

    // The first of four hands: three rounds before the last one.
    await hands(recorder)
      .getByRole('button', { name: /^Correct / })
      .first()
      .click();
    await recorder.getByRole('heading', { name: 'Correct 東一局 0本場' }).waitFor();
    await recorder
      .getByTestId('correction-preview')
      .getByText('東一局 0本場: no change to the totals')
      .waitFor();
    await tapChip(recorder, 'Han', '4');
    const preview = recorder.getByTestId('correction-preview');
    await preview.getByText(`東一局 0本場: ${ALICE} 30,800 → 36,600, ${BOB} 19,200 → 13,400`).waitFor();
    // Every later hand moves with it.
    expect(await preview.locator('p').count()).toBe(1 + 4);
    await screenshot(recorder, 'table-correction-preview');
    await recorder.getByRole('button', { name: 'Save correction' }).click();
    await recorder.getByText('Corrected 東一局 0本場.').waitFor();

    const corrected = await storedGame(stage.url, game.id);
    expect(corrected.rounds[0]?.transactions[0]?.hand?.han).toBe(4);
    expect(corrected.rounds).toHaveLength(4);
    corrected.rounds.forEach((round, index) => {
      expect(round.totals).not.toEqual(game.rounds[index]?.totals);
    });
    const shown = ['Total', ...corrected.totals.map((t) => t.toLocaleString('en-US'))];
    await until(
      'the spectator sees the corrected totals',
      async () => JSON.stringify(await totals(spectator)) === JSON.stringify(shown),
    );
    expect(await hands(spectator).locator('tbody').first().textContent()).toContain('+11,600');
    await screenshot(spectator, 'table-correction-spectator');
  });

  it('a tablemate takes over the recording, and the page says who recorded the last hand', async () => {
    const game = await newGame([deckOut]);
    await spectator.goto(`${stage.url}/games/jp/${game.id}`);
    await spectator.getByText(`Last hand recorded by ${ALICE}`).waitFor();
    await tablemate.goto(`${stage.url}/games/jp/${game.id}`);
    await tablemate.getByRole('heading', { name: 'Record 東二局 1本場' }).waitFor();
    await tapResult(tablemate, 'Ron');
    await tapSeat(tablemate, BOB);
    await tapSeat(tablemate, CAROL);
    await tapChip(tablemate, 'Han', '2');
    await tapChip(tablemate, 'Fu', '30');
    await tablemate.getByRole('button', { name: 'Record hand' }).click();
    await tablemate.getByText('Recorded 東二局 1本場.').waitFor();
    await tablemate.getByText(`Last hand recorded by ${BOB}`).waitFor();
    await spectator.getByText(`Last hand recorded by ${BOB}`).waitFor();
    const stored = await storedGame(stage.url, game.id);
    expect(stored.rounds.map((round) => round.recordedBy)).toEqual([ALICE, BOB]);
    await screenshot(tablemate, 'table-hand-over');
  });

  it('keeps three hands entered offline in order, across a reload, and stores each once when the connection returns', async () => {
    const game = await newGame();
    await recorder.goto(`${stage.url}/games/jp/${game.id}`);
    await recorder.getByRole('heading', { name: 'Record 東一局 0本場' }).waitFor();
    await recorder.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await recorderContext.setOffline(true);
    onTestFinished(() => recorderContext.setOffline(false));
    await tapResult(recorder, 'Ron');
    await tapSeat(recorder, ALICE);
    await tapSeat(recorder, BOB);
    await tapChip(recorder, 'Han', '3');
    await tapChip(recorder, 'Fu', '30');
    await recorder.getByRole('button', { name: 'Record hand' }).click();
    // The next hand is entered on the table the waiting one leaves.
    await recorder.getByRole('heading', { name: 'Record 東一局 1本場' }).waitFor();
    await tapResult(recorder, 'Deck-out');
    await recorder.getByRole('button', { name: 'Record hand' }).click();
    await recorder.getByRole('heading', { name: 'Record 東二局 2本場' }).waitFor();
    await tapResult(recorder, 'Ron');
    await tapSeat(recorder, CAROL);
    await tapSeat(recorder, DAVE);
    await tapChip(recorder, 'Han', '1');
    await tapChip(recorder, 'Fu', '30');
    await recorder.getByRole('button', { name: 'Record hand' }).click();
    await recorder.getByRole('heading', { name: 'Record 東三局 0本場' }).waitFor();
    const waiting = await unsentHands(recorder);
    expect(waiting.map((hand: { expectedVersion: number }) => hand.expectedVersion)).toEqual([
      game.version,
      game.version + 1,
      game.version + 2,
    ]);
    expect((await storedGame(stage.url, game.id)).rounds).toHaveLength(0);
    await screenshot(recorder, 'table-three-waiting');

    // A reload without a network: the app shell and the queue are still there.
    await recorder.reload();
    await recorder.getByRole('heading', { level: 1, name: `game #${game.id}` }).waitFor();
    await until(
      'the three waiting hands are shown',
      async () => (await recorder.getByText(/^Hand not sent yet/).count()) === 3,
    );
    expect(await unsentHands(recorder)).toHaveLength(3);

    await recorderContext.setOffline(false);
    await until(
      'the three hands are stored',
      async () => (await storedGame(stage.url, game.id)).rounds.length >= 3,
    );
    await until('the queue is empty', async () => (await unsentHands(recorder)).length === 0);
    const stored = await storedGame(stage.url, game.id);
    expect(stored.rounds).toHaveLength(3);
    expect(
      stored.rounds.map((round) => [round.transactions[0]?.transactionType, round.transactions[0]?.winner]),
    ).toEqual([
      ['DEAL_IN', 0],
      ['DECK_OUT', undefined],
      ['DEAL_IN', 2],
    ]);
    await recorder.getByRole('heading', { name: 'Record 東三局 0本場' }).waitFor();
  });

  async function bothAtTheTable() {
    const game = await newGame();
    await recorder.goto(`${stage.url}/games/jp/${game.id}`);
    await tablemate.goto(`${stage.url}/games/jp/${game.id}`);
    await recorder.getByRole('heading', { name: 'Record 東一局 0本場' }).waitFor();
    await tablemate.getByRole('heading', { name: 'Record 東一局 0本場' }).waitFor();
    await recorder.getByRole('status').getByText('Live').waitFor();
    return game;
  }

  it.each([
    ['the tablemate’s phone first', 'tablemate'],
    ['the recorder’s phone first', 'recorder'],
  ] as const)(
    'ends with one hand and nothing to choose when two phones enter the same hand, %s',
    async (_order, firstPhone) => {
      const game = await bothAtTheTable();
      const [first, second] = firstPhone === 'tablemate' ? [tablemate, recorder] : [recorder, tablemate];
      // Both enter the same deck-out; the first phone's goes in first.
      await tapResult(second, 'Deck-out');
      await tapResult(first, 'Deck-out');
      await first.getByRole('button', { name: 'Record hand' }).click();
      await first.getByText('Recorded 東一局 0本場.').waitFor();
      // Said at once, above the entry, while the second phone is still on it.
      await second.getByText('This hand was just recorded from another phone').waitFor();
      await screenshot(second, `table-same-hand-arrived-${firstPhone}-first`);
      // Recorded anyway: the same hand is stored once, with nothing to choose.
      await second.getByRole('button', { name: 'Record hand' }).click();
      await second.getByText('This hand was already recorded from another phone').waitFor();
      expect(await second.getByRole('button', { name: 'Keep mine' }).count()).toBe(0);
      expect((await storedGame(stage.url, game.id)).rounds).toHaveLength(1);
      expect(await second.locator('body').textContent()).not.toMatch(/version/i);
    },
  );

  it('ends with one hand when both phones record the same hand at the same moment', async () => {
    const game = await bothAtTheTable();
    await tapResult(recorder, 'Deck-out');
    await tapResult(tablemate, 'Deck-out');
    // Neither phone has heard of the other's hand when it sends its own: whichever arrives second is the same hand.
    await Promise.all([
      recorder.getByRole('button', { name: 'Record hand' }).click(),
      tablemate.getByRole('button', { name: 'Record hand' }).click(),
    ]);
    await until('both phones are done with the hand', async () => {
      const done = async (page: Page) =>
        (await page.getByText('Recorded 東一局 0本場.').count()) +
        (await page.getByText('This hand was already recorded from another phone').count());
      return (await done(recorder)) > 0 && (await done(tablemate)) > 0;
    });
    expect((await storedGame(stage.url, game.id)).rounds).toHaveLength(1);
    for (const page of [recorder, tablemate]) {
      expect(await page.getByRole('button', { name: 'Keep mine' }).count()).toBe(0);
    }
  });

  it('shows a different hand another phone stored first beside this one, with keep mine or discard, never as the next hand', async () => {
    const game = await bothAtTheTable();
    // The recorder enters a deck-out with Alice tenpai; the tablemate's deck-out (nobody tenpai) goes in first.
    await tapResult(recorder, 'Deck-out');
    await tapSeat(recorder, ALICE);
    await tapResult(tablemate, 'Deck-out');
    await tablemate.getByRole('button', { name: 'Record hand' }).click();
    await tablemate.getByText('Recorded 東一局 0本場.').waitFor();
    await recorder.getByText('Another phone recorded a hand while you were entering this one').waitFor();

    await recorder.getByRole('button', { name: 'Record hand' }).click();
    await recorder.getByText('The game changed while you were entering this hand').waitFor();
    // Both side by side: what the other phone stored, and this phone's hand.
    await recorder
      .getByText(/recorded 東一局 0本場: Deck-out/)
      .first()
      .waitFor();
    await recorder.getByText(/^Yours, not recorded:/).waitFor();
    await screenshot(recorder, 'table-conflict');
    expect((await storedGame(stage.url, game.id)).rounds).toHaveLength(1);
    await recorder.getByRole('button', { name: 'Keep mine' }).waitFor();
    await recorder.getByRole('button', { name: 'Discard' }).click();
    await recorder.getByText(/The game changed while/).waitFor({ state: 'detached' });
    expect((await storedGame(stage.url, game.id)).rounds).toHaveLength(1);
  });
});
