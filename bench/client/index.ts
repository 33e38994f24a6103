/**
 * bench/client — the production client's weight and first paint. Builds nothing: run
 * `npm run build` first (it reads client/dist), then `npm run bench -- client`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startServer } from '../../e2e/support/server.ts';
import { analyseBundle, type Chunk, isPageChunk } from './bundle.ts';
import { measurePage, type PageTimings, percentile } from './paint.ts';
import { runPhoneBench } from './phone-report.ts';

const INITIAL_BUDGET_BYTES = 250 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
/** `--phone`: only the emulated phone's figures. */
const PHONE_ONLY = process.argv.includes('--phone');
const PAGES = ['/', '/leaderboard/jp'];

const distDir = fileURLToPath(new URL('../../client/dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('client/dist is missing: run `npm run build` first.');
  process.exit(1);
}

if (PHONE_ONLY) process.exit((await runPhoneBench(PHONE_RUNS)) ? 0 : 1);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (chunks: Chunk[], key: 'bytes' | 'gzipBytes') =>
  chunks.reduce((total, chunk) => total + chunk[key], 0);

const bundle = analyseBundle(distDir);
const initialGzip = sum(bundle.initial, 'gzipBytes');
const overBudget = initialGzip > INITIAL_BUDGET_BYTES;
console.log('Initial JavaScript (entry + static imports)');
for (const chunk of bundle.initial)
  console.log(`  ${chunk.file.padEnd(44)} ${kb(chunk.bytes).padStart(10)}  gzip ${kb(chunk.gzipBytes)}`);
console.log(
  `  total: ${kb(sum(bundle.initial, 'bytes'))}, gzip ${kb(initialGzip)} — budget ${kb(INITIAL_BUDGET_BYTES)}: ${overBudget ? 'OVER' : 'within'}`,
);
for (const leak of bundle.leaks) console.log(`  ${leak.what}: ${leak.found ? 'YES (should not be)' : 'no'}`);

const pages = bundle.lazy.filter(isPageChunk).sort((a, b) => a.file.localeCompare(b.file));
const shared = bundle.lazy.filter((chunk) => !isPageChunk(chunk)).sort((a, b) => b.gzipBytes - a.gzipBytes);
console.log(`\nPage chunks (${pages.length}, loaded on demand)`);
for (const chunk of pages) console.log(`  ${chunk.file.padEnd(44)} gzip ${kb(chunk.gzipBytes)}`);
console.log(`\nShared lazy chunks (${shared.length}, loaded with the pages that need them)`);
for (const chunk of shared) console.log(`  ${chunk.file.padEnd(44)} gzip ${kb(chunk.gzipBytes)}`);

const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
try {
  console.log(
    `\nFirst visit to each page, headless Chromium against the local server (${RUNS} cold runs each)`,
  );
  const measures: Array<[keyof PageTimings, string]> = [
    ['firstContentfulPaint', 'first contentful paint'],
    ['navigationBar', "app's navigation bar in the DOM"],
    ['pageHeading', "page's heading in the DOM"],
  ];
  for (const path of PAGES) {
    await measurePage(browser, `${server.url}${path}`); // warms the server, not the browser
    const runs: PageTimings[] = [];
    const failures: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A run that never shows the page is reported, not averaged away or allowed to end the bench.
      try {
        runs.push(await measurePage(browser, `${server.url}${path}`));
      } catch (error) {
        failures.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
      }
    }
    console.log(`  ${path}${failures.length ? ` — ${failures.length} run(s) failed: ${failures[0]}` : ''}`);
    for (const [key, label] of measures) {
      const times = runs.map((timings) => timings[key]).sort((a, b) => a - b);
      const median = percentile(times, 0.5).toFixed(0);
      const p95 = percentile(times, 0.95).toFixed(0);
      console.log(`    ${label.padEnd(34)} median ${median.padStart(5)} ms, p95 ${p95.padStart(5)} ms`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
const phoneTargetsMet = await runPhoneBench(PHONE_RUNS);
process.exit(overBudget || bundle.leaks.some((leak) => leak.found) || !phoneTargetsMet ? 1 : 0);
