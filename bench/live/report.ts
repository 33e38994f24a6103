/** Turns arrival times into the figures of the table. */
import type { Audience } from './audience.ts';

/** One broadcast: when its trigger was sent and how many spectators should receive it. */
export interface Broadcast {
  key: string;
  sentAt: number;
  expected: number;
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

export interface Summary {
  deliveries: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Expected deliveries that never came (within the wait), duplicates not counting as deliveries. */
  lost: number;
  row(name: string, ratio: string): string[];
}

export function summarise(audience: Audience, broadcasts: readonly Broadcast[]): Summary {
  const latencies: number[] = [];
  let lost = 0;
  for (const broadcast of broadcasts) {
    const arrivals = audience.arrivalsOf(broadcast.key).slice(0, broadcast.expected);
    lost += broadcast.expected - arrivals.length;
    for (const at of arrivals) latencies.push(at - broadcast.sentAt);
  }
  return describe(latencies, lost);
}

/** Plain durations (one per hand, say), nothing to lose. */
export function summariseDurations(durations: readonly number[]): Summary {
  return describe([...durations], 0);
}

function describe(latencies: number[], lost: number): Summary {
  latencies.sort((a, b) => a - b);
  const summary = {
    deliveries: latencies.length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    lost,
  };
  return {
    ...summary,
    row: (name, ratio) => [
      name,
      String(summary.deliveries),
      ...[summary.p50, summary.p95, summary.p99, summary.max].map((ms) => ms.toFixed(1)),
      String(summary.lost),
      ratio,
    ],
  };
}

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
