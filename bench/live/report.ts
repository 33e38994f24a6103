/** Figures for the tables: percentiles and the table printer. */
import type { Figures } from './scenarios.ts';

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

export interface Spread {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(`\n${line(header)}`);
  console.log(
    `|${widths.map((width, i) => (i === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

/** One scenario's figures: a row per server (the app's, the floor's). */
export function printFigures(servers: ReadonlyArray<readonly [name: string, figures: Figures]>): void {
  const row = (name: string, f: Figures) => [
    name,
    f.connectSeconds.toFixed(1),
    String(f.refused),
    ms(f.latency.p50),
    ms(f.latency.p99),
    ms(f.latency.max),
    String(f.lost),
    ms(f.write.p50),
    ms(f.fanOut.p50),
    ms(f.health.p99),
    ms(f.recorded.p99),
    f.board.count > 0 || f.boardLost > 0 ? `${ms(f.board.p99)} (${f.boardLost} lost)` : '—',
    `${mb(f.rss.before)} / ${mb(f.rss.peak)} / ${mb(f.rss.soon)} / ${mb(f.rss.after)} (${f.rss.backSeconds.toFixed(0)} s)`,
    `${mb(f.heap.before)} / ${mb(f.heap.after)}`,
  ];
  printTable(
    [
      'server',
      'connect s',
      'refused',
      'p50 ms',
      'p99 ms',
      'max ms',
      'lost',
      'write p50',
      'fan-out p50',
      'health p99',
      'hand p99 (storm)',
      'board p99 (venue)',
      'RSS MB before / peak / 3 s after / back (when)',
      'heap MB before / after',
    ],
    servers.map(([name, figures]) => row(name, figures)),
  );
}
