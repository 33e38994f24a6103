/**
 * bench/client — a language switch on the game page, as the phone of phone.ts (CPU 4× slower, Fast 3G,
 * 390×844 touch): a spectator watches a game being played, opens the drawer and taps 日本語 (then
 * 繁體中文, 简体中文 and English). Timed from the tap to the page speaking the language (`<html lang>`
 * and the heading of the page in its words), beside the floor measured in the same run: a switch to a
 * language whose catalogue is already loaded (only React's re-render is left). The live connection
 * must be kept: no new WebSocket is opened, and a hand recorded after the switches reaches the page.
 * The first switch (to 日本語) of each run and the floor are traced: the main thread's busy time
 * between the tap and the frame after is printed, as script, style and layout (main-thread.ts).
 *
 * Run: `npm run build`, then `npx tsx bench/client/language-switch.ts` (BENCH_SWITCH_RUNS, default 5).
 * Exits 1 when the median of a first switch is over 300 ms or the connection was dropped.
 */
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startServer } from '../../e2e/support/server.ts';
import { type MainThreadTime, mainThreadBetweenMarks, startTrace, stopTrace } from './main-thread.ts';
import { CPU_SLOWDOWN, FAST_3G } from './phone.ts';

const RUNS = Number(process.env.BENCH_SWITCH_RUNS ?? 5);
const TARGET_MS = 300;
const LANGUAGES = [
  { lang: 'ja', name: '日本語' },
  { lang: 'zh-Hant', name: '繁體中文' },
  { lang: 'zh-Hans', name: '简体中文' },
  { lang: 'en', name: 'English' },
] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

async function post(url: string, path: string, body: unknown, cookie = '') {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: url },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return {
    json: (await answer.json()) as Record<string, unknown>,
    cookie: answer.headers.get('set-cookie') ?? '',
  };
}

/** Four players and a casual riichi game with one hand, started by the first (its recorder). */
async function gameBeingPlayed(url: string) {
  const players = [];
  for (const name of ['east_bench', 'south_bench', 'west_bench', 'north_bench']) {
    const { json, cookie } = await post(url, '/api/register', {
      username: name,
      password: 'a long password',
    });
    players.push({ id: json.id as number, cookie: cookie.split(';')[0] ?? '' });
  }
  const recorder = players[0]!.cookie;
  const created = await post(
    url,
    '/api/games',
    { variant: 'jp', type: 'CASUAL', players: players.map((p) => p.id) },
    recorder,
  );
  return { id: created.json.id as number, version: created.json.version as number, recorder };
}

/** How a language's catalogue says `message` (English: the message itself). */
function wordsFor(lang: string, message: string): string {
  if (lang === 'en') return message;
  const catalogue = readFileSync(new URL(`../../client/src/locales/${lang}.po`, import.meta.url), 'utf8');
  const found = new RegExp(`msgid "${message}"\\nmsgstr "([^"]+)"`).exec(catalogue)?.[1];
  if (!found) throw new Error(`${lang}.po has no "${message}"`);
  return found;
}

/**
 * Taps `name` in the drawer and waits until the page speaks `lang`: `<html lang>` set and the
 * navigation bar's own words re-rendered in it, in the frame that paints them; ms from the tap.
 */
async function switchTo(page: Page, lang: string, name: string, cdp?: CDPSession): Promise<number> {
  const drawerWords = wordsFor(lang, 'Open navigation');
  // The drawer's button (its name is in the language being left): the bar's only dialog trigger.
  await page.locator('header button[aria-haspopup="dialog"]').first().click();
  const choice = page.getByRole('dialog').getByRole('button', { name, exact: true });
  await choice.waitFor();
  if (cdp) await startTrace(cdp);
  // Timed in the page, from the tap itself (the choice's pointerdown) to the first frame that starts
  // with the page speaking the language: Playwright's own checks before a click, and its polling,
  // are round trips to a page slowed 4×, not the app's time.
  // (A script as text: tsx would name the inner functions with a helper the page does not have.)
  const timed = page.evaluate<number>(`new Promise((resolve) => {
    const speaks = () =>
      document.documentElement.lang === ${JSON.stringify(lang)} &&
      document.querySelector('header button[aria-label=' + ${JSON.stringify(JSON.stringify(drawerWords))} + ']') !== null;
    document.addEventListener('pointerdown', () => {
      const started = performance.mark('switch-start').startTime;
      const frame = () => {
        if (!speaks()) return void requestAnimationFrame(frame);
        resolve(performance.mark('switch-end').startTime - started);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  })`);
  await choice.click();
  const elapsed = await timed;
  if (cdp) traced.push(mainThreadBetweenMarks(await stopTrace(cdp), 'switch-start', 'switch-end'));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return elapsed;
}

/** The main thread during each traced switch (the first switch of each run, and the floor). */
const traced: Array<MainThreadTime | null> = [];
const tracedFirst: Array<MainThreadTime | null> = [];
const tracedWarm: Array<MainThreadTime | null> = [];
function mainThread(list: Array<MainThreadTime | null>): string {
  const found = list.filter((m): m is MainThreadTime => m !== null);
  if (found.length === 0) return 'no trace';
  const of = (key: 'busy' | 'cpu' | 'script' | 'style' | 'layout') => ms(median(found.map((m) => m[key])));
  return `main thread busy ${of('busy')} (CPU ${of('cpu')}; script ${of('script')}, style ${of('style')}, layout ${of('layout')})`;
}

const server = await startServer();
const browser = await launchBrowser();
let failed = false;
try {
  const game = await gameBeingPlayed(server.url);
  const first: number[] = [];
  const warm: number[] = [];
  let socketsOpened = 0;
  let handArrived = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let sockets = 0;
    page.on('websocket', () => (sockets += 1));
    await page.goto(`${server.url}/games/jp/${game.id}`);
    await page.locator('[role="status"]', { hasText: 'Live' }).first().waitFor({ timeout: 60_000 });
    const opened = sockets;
    // First time each: the catalogue comes over the network, then the page re-renders.
    // The first switch of each run and the floor are traced (main-thread.ts): what the time went to.
    for (const { lang, name } of LANGUAGES) {
      const took = await switchTo(page, lang, name, lang === 'ja' ? cdp : undefined);
      if (lang === 'ja') tracedFirst.push(traced.pop() ?? null);
      if (lang !== 'en') first.push(took);
    }
    // The floor: back to a language whose catalogue this page already holds.
    warm.push(await switchTo(page, 'ja', '日本語', cdp));
    tracedWarm.push(traced.pop() ?? null);
    socketsOpened += sockets - opened;
    // The connection kept: a hand recorded now reaches the page without a reload.
    const rounds = await page.locator('tbody tr').count();
    const recorded = await post(
      server.url,
      `/api/games/jp/${game.id}/rounds`,
      {
        expectedVersion: game.version,
        riichis: [],
        tenpais: [],
        transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { han: 1, fu: 30, dora: 0 } }],
      },
      game.recorder,
    );
    game.version = recorded.json.version as number;
    await page
      .waitForFunction((before) => document.querySelectorAll('tbody tr').length > before, rounds, {
        timeout: 30_000,
      })
      .then(
        () => (handArrived += 1),
        () => undefined,
      );
    await context.close();
  }
  console.log(`Language switch on the game page, phone (CPU ${CPU_SLOWDOWN}×, Fast 3G), ${RUNS} runs`);
  console.log(
    `  first switch to a language (catalogue fetched): median ${ms(median(first))}, worst ${ms(Math.max(...first))} — target ${TARGET_MS} ms`,
  );
  console.log(
    `  floor, a switch to a language already loaded:   median ${ms(median(warm))}, worst ${ms(Math.max(...warm))}`,
  );
  console.log(`  first switch to 日本語: ${mainThread(tracedFirst)}`);
  console.log(`  floor:                ${mainThread(tracedWarm)}`);
  // BENCH_PHONE_PROFILE=1: where the floor's script time went (self time, one run).
  const profiled = tracedWarm.find((m) => m?.files.length);
  for (const [what, time] of [...(profiled?.files ?? []), ...(profiled?.functions ?? [])])
    console.log(`    ${ms(time).padStart(7)}  ${what}`);
  console.log(
    `  live connection: ${socketsOpened} WebSocket(s) opened by the switches; a hand after them reached the page in ${handArrived}/${RUNS} runs`,
  );
  failed = median(first) > TARGET_MS || socketsOpened > 0 || handArrived < RUNS;
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
