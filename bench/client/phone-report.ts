/**
 * The phone figures: a demo club seeded into a fresh data directory, the built server on a free
 * port, and each page visited cold then again as an emulated phone (phone.ts). Prints a table and
 * says whether the targets hold: a cold game page under 250 KB, every cold page's largest paint within
 * 2.5 s, a repeat visit's largest paint within 1 s; beside them, how long the main thread was busy
 * until that paint and with what (main-thread.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startServer } from '../../e2e/support/server.ts';
import type { MainThreadTime } from './main-thread.ts';
import { percentile } from './paint.ts';
import { CPU_SLOWDOWN, type PhoneLoad, type PhoneVisit, visitAsPhone } from './phone.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const COLD_GAME_BYTES = 250 * 1024;
const COLD_GAME_LCP_MS = 2_500;
const REPEAT_LCP_MS = 1_000;

function seedDemoClub(dataDir: string): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/scripts/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`seeding the demo club failed:\n${run.stdout}\n${run.stderr}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The main thread until the largest paint, medians over the visits: busy (script / style / layout). */
function mainThread(loads: PhoneLoad[]): string {
  const traced = loads.map((load) => load.mainThread).filter((m): m is MainThreadTime => m !== null);
  if (traced.length === 0) return 'no trace';
  const of = (key: 'busy' | 'cpu' | 'script' | 'style' | 'layout') => median(traced.map((m) => m[key]));
  return `${ms(of('busy'))} (CPU ${ms(of('cpu'))}; script ${ms(of('script'))}, style ${ms(of('style'))}, layout ${ms(of('layout'))})`;
}

function printProfile(label: string, load: PhoneLoad | undefined): void {
  if (!load?.mainThread?.files.length) return;
  const row = ([name, time]: [string, number]) => `      ${ms(time).padStart(7)}  ${name}`;
  console.log(`    ${label}: self time until the largest paint, by file`);
  for (const entry of load.mainThread.files) console.log(row(entry));
  console.log(`    ${label}: by function`);
  for (const entry of load.mainThread.functions) console.log(row(entry));
}

/** Runs the phone visits; resolves to true when every target holds. */
export async function runPhoneBench(runs: number): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mahjong-bench-phone-'));
  seedDemoClub(dataDir);
  const [server, browser] = await Promise.all([startServer({}, { dataDir }), launchBrowser()]);
  try {
    const live = (await (await fetch(`${server.url}/api/games/current/jp`)).json()) as Array<{ id: number }>;
    const game = live[0];
    if (!game) throw new Error('the demo club has no riichi game in progress');
    const pages: Array<[string, string]> = [
      ['/', 'home'],
      [`/games/jp/${game.id}`, 'game page'],
      ['/games/current/jp', 'live games'],
    ];
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `\nAs a phone: ${CPU_SLOWDOWN}× CPU slowdown, Fast 3G, 390×844 — median of ${runs} runs (load average ${load})`,
    );
    console.log(
      `  ${'page'.padEnd(22)} ${'cold bytes'.padStart(10)} ${'cold LCP'.padStart(9)} ${'worker'.padStart(8)} ${'repeat bytes'.padStart(13)} ${'repeat LCP'.padStart(11)} ${'app ready'.padStart(10)}`,
    );
    console.log(
      `  ${''.padEnd(22)} main thread until the LCP: busy (CPU; script, style, layout), cold | repeat`,
    );
    let met = true;
    // BENCH_PHONE_PAGES=game: only the pages whose label contains one of these words.
    const only = process.env.BENCH_PHONE_PAGES?.split(',');
    for (const [path, label] of pages.filter(
      ([, name]) => !only || only.some((word) => name.includes(word)),
    )) {
      const visits: PhoneVisit[] = [];
      for (let run = 0; run < runs; run++) visits.push(await visitAsPhone(browser, `${server.url}${path}`));
      const cold = {
        bytes: median(visits.map((v) => v.cold.bytes)),
        lcp: median(visits.map((v) => v.cold.lcp)),
      };
      const repeat = {
        bytes: median(visits.map((v) => v.repeat.bytes)),
        lcp: median(visits.map((v) => v.repeat.lcp)),
        appReady: median(visits.map((v) => v.repeat.appReady)),
      };
      const worker = median(visits.map((v) => v.workerBytes));
      console.log(
        `  ${`${label} ${path.startsWith('/games/jp') ? '' : path}`.trim().padEnd(22)} ${kb(cold.bytes).padStart(10)} ${ms(cold.lcp).padStart(9)} ${kb(worker).padStart(8)} ${kb(repeat.bytes).padStart(13)} ${ms(repeat.lcp).padStart(11)} ${ms(repeat.appReady).padStart(10)}`,
      );
      console.log(
        `  ${''.padEnd(22)} cold ${mainThread(visits.map((v) => v.cold))} | repeat ${mainThread(visits.map((v) => v.repeat))}`,
      );
      printProfile('cold', visits[0]?.cold);
      printProfile('repeat', visits[0]?.repeat);
      if (process.env.BENCH_PHONE_DETAIL) {
        for (const transfer of visits[0]?.cold.transfers ?? [])
          console.log(
            `      ${kb(transfer.bytes).padStart(7)}  ${`${transfer.start}–${transfer.end} ms`.padEnd(14)} ${transfer.path}`,
          );
      }
      if (label === 'game page') met &&= cold.bytes < COLD_GAME_BYTES;
      met &&= cold.lcp <= COLD_GAME_LCP_MS;
      met &&= repeat.lcp <= REPEAT_LCP_MS;
    }
    console.log(
      `  targets (cold game page < ${kb(COLD_GAME_BYTES)}; every cold LCP ≤ ${ms(COLD_GAME_LCP_MS)}; every repeat LCP ≤ ${ms(REPEAT_LCP_MS)}): ${met ? 'met' : 'NOT met'}`,
    );
    return met;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
