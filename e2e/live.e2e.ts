import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { registerElsewhere, registerPlayer } from './support/registration.ts';
import { useStage } from './support/stage.ts';
import { tapChip, tapResult, tapSeat } from './support/tap-entry.ts';

interface GameAnswer {
  id: number;
  version: number;
  rounds: unknown[];
}

/** The game as the server stores it, asked without any browser's cookies. */
async function storedGame(url: string, id: number): Promise<GameAnswer> {
  const answer = await fetch(`${url}/api/games/jp/${id}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as GameAnswer;
}

const hands = (page: Page) => page.getByRole('table', { name: 'Hands' });
const nowPlaying = (page: Page, label: string) => hands(page).getByText(`Now playing: ${label}`);
/** The totals row, once the hands are drawn (the game page draws them after its table of seats). */
const totals = async (page: Page) => {
  await hands(page).locator('tfoot').waitFor();
  return hands(page).locator('tfoot tr > *').allTextContents();
};

/** A mark that only survives as long as the page is not reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

async function wasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => !(window as unknown as { notReloaded?: boolean }).notReloaded);
}

describe('live games in Chromium', () => {
  // The recorder is an admin too, to qualify the players for the ranked game of the live list.
  const stage = useStage({ ADMIN_USERNAMES: 'alice_l' });
  let recorderContext: BrowserContext;
  let spectatorContext: BrowserContext;
  let recorder: Page;
  let spectator: Page;
  let gameId: number;
  let seats: Array<{ id: number }>;

  beforeAll(async () => {
    recorderContext = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    spectatorContext = await stage.browser.newContext({ viewport: { width: 1100, height: 900 } });
    recorder = await recorderContext.newPage();
    spectator = await spectatorContext.newPage();
    seats = [await registerPlayer(recorder.request, stage.url, 'alice_l')];
    for (const username of ['bob_l', 'carol_l', 'dave_l'])
      seats.push(await registerElsewhere(stage.url, username));
    const created = await recorder.request.post(`${stage.url}/api/games`, {
      data: { variant: 'jp', type: 'CASUAL', players: seats.map((seat) => seat.id) },
    });
    expect(created.status(), await created.text()).toBe(201);
    gameId = ((await created.json()) as GameAnswer).id;
  });

  it('shows the spectator a hand the recorder enters, without a reload', async () => {
    await spectator.goto(`${stage.url}/games/jp/${gameId}`);
    await nowPlaying(spectator, '東一局 0本場').waitFor();
    await spectator.getByRole('status').getByText('Live').waitFor();
    await markPage(spectator);

    await recorder.goto(`${stage.url}/games/jp/${gameId}`);
    await recorder.getByRole('heading', { name: 'Record 東一局 0本場' }).waitFor();
    // Both pages watch the game now.
    await spectator.getByText('2 watching').waitFor();

    await tapResult(recorder, 'Ron');
    await tapSeat(recorder, 'alice_l');
    await tapSeat(recorder, 'bob_l');
    await tapChip(recorder, 'Han', '3');
    await tapChip(recorder, 'Fu', '30');
    await recorder.getByRole('button', { name: 'Record hand' }).click();
    await recorder.getByText('Recorded 東一局 0本場.').waitFor();

    await nowPlaying(spectator, '東一局 1本場').waitFor();
    expect(await hands(spectator).locator('tbody').first().textContent()).toContain('+5,800');
    expect(await totals(spectator)).toEqual(['Total', '30,800', '19,200', '25,000', '25,000']);
    expect(await wasReloaded(spectator)).toBe(false);
    await screenshot(spectator, 'live-spectator');
  });

  it('keeps a hand entered offline and stores it once when the connection returns', async () => {
    await recorder.getByRole('heading', { name: 'Record 東一局 1本場' }).waitFor();
    await recorderContext.setOffline(true);
    await tapResult(recorder, 'Deck-out');
    await recorder.getByRole('button', { name: 'Record hand' }).click();
    await recorder.getByText('Hand not sent yet — it will be sent when the connection returns').waitFor();
    await screenshot(recorder, 'live-recorder-waiting');
    // Nothing reached the server, and the hand is in local storage in case the tab closes.
    expect((await storedGame(stage.url, gameId)).rounds).toHaveLength(1);
    const kept = await recorder.evaluate(() => localStorage.getItem('mahjong.unsent-hands') ?? '');
    expect(JSON.parse(kept).state.hands).toHaveLength(1);

    await recorderContext.setOffline(false);
    await recorder.getByRole('heading', { name: 'Record 東二局 2本場' }).waitFor();
    await recorder.getByText(/Hand not sent yet/).waitFor({ state: 'detached' });
    expect((await storedGame(stage.url, gameId)).rounds).toHaveLength(2);
    await nowPlaying(spectator, '東二局 2本場').waitFor();
    expect(await hands(spectator).locator('tbody').allInnerTexts()).toHaveLength(3);
    expect(await wasReloaded(spectator)).toBe(false);
    await screenshot(recorder, 'live-recorder-sent');
  });

  it('stores a hand once when the answer is lost after the server stored it', async () => {
    await recorder.getByRole('heading', { name: 'Record 東二局 2本場' }).waitFor();
    // The first post reaches the server, but its answer never comes back.
    const posts: string[] = [];
    await recorder.route('**/api/games/jp/*/rounds', async (route) => {
      posts.push(route.request().headers()['idempotency-key'] ?? '');
      if (posts.length === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    // The page retries at once, so the message may show only for a moment: note every time it shows.
    await recorder.evaluate(() => {
      const page = window as { noAnswerShown?: boolean };
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Hand not sent — the server did not answer; trying again'))
          page.noAnswerShown = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await tapResult(recorder, 'Deck-out');
    await recorder.getByRole('button', { name: 'Record hand' }).click();
    // Online, but no answer: not "queued offline".
    await recorder.waitForFunction(() => (window as { noAnswerShown?: boolean }).noAnswerShown === true);
    // The server did store it: the spectator sees it while the recorder's page still holds it as unsent.
    await nowPlaying(spectator, '東三局 3本場').waitFor();
    await screenshot(recorder, 'live-recorder-answer-lost');

    // The automatic retry sends it again with the same key and gets the stored answer back.
    await recorder.getByText(/Hand not sent/).waitFor({ state: 'detached' });
    await recorder.unroute('**/api/games/jp/*/rounds');
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts).size).toBe(1);
    const game = await storedGame(stage.url, gameId);
    expect(game.rounds).toHaveLength(3);
    await recorder.getByRole('heading', { name: 'Record 東三局 3本場' }).waitFor();
    expect(await hands(spectator).locator('tbody').allInnerTexts()).toHaveLength(4);
    await screenshot(spectator, 'live-spectator-after-retry');
  });

  it('shows what changed when another device wrote first, and sends the hand against the current game', async () => {
    await recorder.getByRole('heading', { name: 'Record 東三局 3本場' }).waitFor();
    await recorderContext.setOffline(true);
    await tapResult(recorder, 'Deck-out');
    await recorder.getByRole('button', { name: 'Record hand' }).click();
    await recorder.getByText('Hand not sent yet — it will be sent when the connection returns').waitFor();

    // Meanwhile the same hand is entered on another device (the context's API client is not offline).
    const before = await storedGame(stage.url, gameId);
    const other = await recorder.request.post(`${stage.url}/api/games/jp/${gameId}/rounds`, {
      data: { expectedVersion: before.version, riichis: [], tenpais: [], transactions: [] },
      headers: { 'idempotency-key': 'e2e-other-device' },
    });
    expect(other.ok(), await other.text()).toBe(true);

    await recorderContext.setOffline(false);
    await recorder.getByText('The game changed while you were entering this hand').waitFor();
    await recorder.getByText('Meanwhile 1 hand was recorded: 東三局 3本場.').waitFor();
    await screenshot(recorder, 'live-recorder-conflict');
    expect((await storedGame(stage.url, gameId)).rounds).toHaveLength(4);

    await recorder.getByRole('button', { name: 'Keep mine' }).click();
    await recorder.getByRole('heading', { name: 'Record 南一局 5本場' }).waitFor();
    await recorder.getByText(/The game changed while/).waitFor({ state: 'detached' });
    expect((await storedGame(stage.url, gameId)).rounds).toHaveLength(5);
    await nowPlaying(spectator, '南一局 5本場').waitFor();
  });

  it('keeps the live list current: a casual table for a visitor, a new ranked game, its round and its watchers', async () => {
    for (const seat of seats) {
      const flagged = await recorder.request.patch(`${stage.url}/api/admin/players/${seat.id}`, {
        data: { japaneseQualified: true },
      });
      expect(flagged.ok(), await flagged.text()).toBe(true);
    }
    await spectator.goto(`${stage.url}/games/current/jp`);
    // The spectator is a visitor (never logged in): the casual table of the tests above is listed too.
    const casual = spectator.getByRole('article', { name: `Game ${gameId}` });
    await casual.getByText('Casual', { exact: true }).waitFor();
    expect(await casual.getByRole('link').getAttribute('href')).toBe(`/games/jp/${gameId}`);
    await spectator.getByRole('status').getByText('Live').waitFor();
    await markPage(spectator);

    const created = await recorder.request.post(`${stage.url}/api/games`, {
      data: { variant: 'jp', type: 'RANKED', players: seats.map((seat) => seat.id) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const ranked = (await created.json()) as GameAnswer;
    const card = spectator.getByRole('article', { name: `Game ${ranked.id}` });
    await card.getByRole('link', { name: '東一局 0本場' }).waitFor();
    // Ranked tables come first.
    expect(await spectator.getByRole('article').first().getAttribute('aria-label')).toBe(`Game ${ranked.id}`);

    // Someone opens the game; the next hand brings the new round and the watcher count to the card.
    const watcher = await spectatorContext.newPage();
    await watcher.goto(`${stage.url}/games/jp/${ranked.id}`);
    await watcher.getByRole('status').getByText('Live').waitFor();
    const hand = await recorder.request.post(`${stage.url}/api/games/jp/${ranked.id}/rounds`, {
      data: { expectedVersion: ranked.version, riichis: [], tenpais: [], transactions: [] },
      headers: { 'idempotency-key': 'e2e-live-list-1' },
    });
    expect(hand.ok(), await hand.text()).toBe(true);
    await card.getByRole('link', { name: '東二局 1本場' }).waitFor();
    await card.getByText('1 watching').waitFor();
    expect(await wasReloaded(spectator)).toBe(false);
    await screenshot(spectator, 'live-list');
    await watcher.close();
  });
});
