/**
 * Scoring engine throughput: `npx tsx bench/engine/index.ts` (see README.md).
 *
 * Measures rounds concluded per second for both variants over a fixed mix of round inputs,
 * and the latency of replaying a 30-round riichi game from its inputs — what the server does
 * for every recorded or edited round. Inputs are fixed, so runs are comparable.
 */
import {
  concludeHongKongRound,
  concludeRiichiRound,
  type HongKongRoundInput,
  type HongKongRoundState,
  playRiichiGame,
  type RiichiRoundInput,
  type RiichiRoundState,
} from '../../shared/src/index.ts';

const hand = (han: number, fu = 30, dora = 0) => ({ han, fu, dora });

/** A mix of everything a table records: single and double ron, tsumo, pao, draws. */
const RIICHI_MIX: Array<[RiichiRoundState, RiichiRoundInput]> = [
  [
    { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
    {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(2) }],
    },
  ],
  [
    { roundWind: 'EAST', roundNumber: 2, bonus: 1, startRiichiStickCount: 1 },
    {
      riichis: [3],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW', winner: 3, hand: hand(3, 40, 1) }],
    },
  ],
  [
    { roundWind: 'SOUTH', roundNumber: 3, bonus: 2, startRiichiStickCount: 0 },
    {
      riichis: [0, 1],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN', winner: 0, loser: 3, hand: hand(4, 25, 2) },
        { transactionType: 'DEAL_IN', winner: 1, loser: 3, hand: hand(5) },
      ],
    },
  ],
  [
    { roundWind: 'SOUTH', roundNumber: 4, bonus: 0, startRiichiStickCount: 2 },
    { riichis: [1, 2], tenpais: [1, 2, 3], transactions: [] },
  ],
  [
    { roundWind: 'EAST', roundNumber: 3, bonus: 0, startRiichiStickCount: 0 },
    {
      riichis: [],
      tenpais: [],
      transactions: [
        { transactionType: 'SELF_DRAW_PAO', winner: 2, paoPlayerIndex: 0, hand: hand(13) },
        { transactionType: 'SELF_DRAW', winner: 2, hand: hand(13) },
      ],
    },
  ],
  [
    { roundWind: 'WEST', roundNumber: 1, bonus: 3, startRiichiStickCount: 1 },
    { riichis: [0, 1, 2, 3], tenpais: [], transactions: [{ transactionType: 'INROUND_RYUUKYOKU' }] },
  ],
];

const HONG_KONG_MIX: Array<[HongKongRoundState, HongKongRoundInput]> = [
  [
    { roundWind: 'EAST', roundNumber: 1 },
    { transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: { points: 3 } }] },
  ],
  [
    { roundWind: 'SOUTH', roundNumber: 2 },
    { transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 7 } }] },
  ],
  [
    { roundWind: 'WEST', roundNumber: 4 },
    {
      transactions: [
        { transactionType: 'DEAL_IN_PAO', winner: 3, loser: 1, paoPlayerIndex: 2, hand: { points: 10 } },
      ],
    },
  ],
  [{ roundWind: 'NORTH', roundNumber: 4 }, { transactions: [] }],
];

/**
 * Thirty rounds that keep everyone between 0 and 30 000, so the game is still running after
 * the last one (East 1 to South 4, no West): for each dealer two deck-outs they are tenpai
 * for, a small dealer win, then a small win off the dealer that passes the deal.
 */
function thirtyRoundGame(): RiichiRoundInput[] {
  const inputs: RiichiRoundInput[] = [];
  for (let position = 0; inputs.length < 30; position++) {
    const dealer = position % 4;
    const next = (dealer + 1) % 4;
    const across = (dealer + 2) % 4;
    inputs.push(
      { riichis: [next], tenpais: [dealer, next], transactions: [] },
      { riichis: [], tenpais: [dealer], transactions: [] },
      {
        riichis: [],
        tenpais: [],
        transactions: [{ transactionType: 'DEAL_IN', winner: dealer, loser: across, hand: hand(1) }],
      },
      {
        riichis: [],
        tenpais: [],
        transactions: [{ transactionType: 'DEAL_IN', winner: next, loser: dealer, hand: hand(2) }],
      },
    );
  }
  return inputs.slice(0, 30);
}

function roundsPerSecond<T>(mix: readonly T[], conclude: (item: T) => unknown, seconds = 1): number {
  for (let i = 0; i < 20_000; i++) conclude(mix[i % mix.length] as T); // warm-up
  let count = 0;
  const start = performance.now();
  const stop = start + seconds * 1000;
  while (performance.now() < stop) {
    for (let i = 0; i < 1000; i++) conclude(mix[(count + i) % mix.length] as T);
    count += 1000;
  }
  return count / ((performance.now() - start) / 1000);
}

function latency(run: () => unknown, samples = 5000): { mean: number; p50: number; p99: number } {
  for (let i = 0; i < 500; i++) run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, p50: at(0.5), p99: at(0.99) };
}

const game = thirtyRoundGame();
const replayed = playRiichiGame(game);
if (replayed.rounds.length !== 30 || replayed.ended) {
  throw new Error(`the 30-round scenario should still be running (rounds ${replayed.rounds.length})`);
}

const riichi = roundsPerSecond(RIICHI_MIX, ([round, input]) => concludeRiichiRound(round, input));
const hongKong = roundsPerSecond(HONG_KONG_MIX, ([round, input]) => concludeHongKongRound(round, input));
const replay = latency(() => playRiichiGame(game));

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A plain text table: first column left-aligned, numbers right-aligned. */
function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log();
}

console.log(`Scoring engine — Node ${process.version}, ${process.platform}/${process.arch}\n`);
printTable(
  ['throughput', 'rounds/s', 'µs/round'],
  [
    ['concludeRiichiRound', fmt(riichi), fmt(1e6 / riichi, 2)],
    ['concludeHongKongRound', fmt(hongKong), fmt(1e6 / hongKong, 2)],
  ],
);
printTable(
  ['latency', 'mean µs', 'p50 µs', 'p99 µs'],
  [['playRiichiGame, 30 rounds', fmt(replay.mean, 1), fmt(replay.p50, 1), fmt(replay.p99, 1)]],
);
