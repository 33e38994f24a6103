/**
 * Random but believable hands for the demo club: mostly cheap wins, now and then a draw, a
 * mangan, a double ron or a yakuman. Every hand is checked with the engine's validators before
 * use; the engine then scores it when it is recorded.
 */
import {
  CLUB_RULES,
  type HongKongRoundInput,
  type HongKongRoundState,
  type HongKongRules,
  type RiichiHand,
  type RiichiRoundInput,
  type RiichiRoundState,
  type RiichiRules,
  type RiichiTransactionInput,
  validateHongKongRound,
  validateRiichiRound,
} from '@mahjong/shared';
import type { Random } from './random.ts';

const SEATS = [0, 1, 2, 3];

export interface Table {
  totals: readonly number[];
  /** How often each seat wins, relative to the others (a stronger player wins more). */
  skills: readonly number[];
}

function winnerBySkill(random: Random, table: Table, except: number[] = []): number {
  return random.weighted(
    SEATS.filter((seat) => !except.includes(seat)).map((seat) => [seat, table.skills[seat] ?? 1]),
  );
}

/** The weaker player deals in more often. */
function discarder(random: Random, table: Table, winner: number): number {
  return random.weighted(
    SEATS.filter((seat) => seat !== winner).map((seat) => [seat, 1 / (table.skills[seat] ?? 1)]),
  );
}

function riichiHand(random: Random, ron: boolean, minHan = 1): RiichiHand {
  const han = random.weighted(
    (
      [
        [1, 18],
        [2, 25],
        [3, 22],
        [4, 12],
        [5, 9],
        [6, 5],
        [7, 2],
        [8, 3],
        [9, 1],
        [11, 0.7],
        [13, 1],
        [26, 0.1],
      ] as const
    ).filter(([value]) => value >= minHan),
  );
  const dora = random.weighted<number>([
    [0, 50],
    [1, 30],
    [2, 14],
    [3, 6],
  ]);
  const fu =
    han >= 5
      ? 30
      : random.weighted<number>([
          [20, ron || han === 1 ? 0 : 10],
          [25, han >= 2 ? 5 : 0],
          [30, 50],
          [40, 25],
          [50, 7],
          [60, 3],
          [70, 1],
        ]);
  // Dora are part of han; seven pairs need two han of their own (three on a tsumo).
  const maxDora = Math.max(0, fu === 25 ? han - (ron ? 2 : 3) : han - 1);
  return { han, fu, dora: Math.min(dora, maxDora) };
}

function draftRiichiRound(random: Random, table: Table): RiichiRoundInput {
  const canRiichi = SEATS.filter((seat) => (table.totals[seat] ?? 0) >= 1000);
  const kind = random.weighted<'win' | 'draw' | 'reshuffle' | 'nagashi'>([
    ['win', 78],
    ['draw', 18],
    ['reshuffle', 3],
    ['nagashi', 0.7],
  ]);
  if (kind === 'draw' || kind === 'nagashi') {
    const tenpais = SEATS.filter(() => random.chance(0.45));
    const riichis = tenpais.filter((seat) => canRiichi.includes(seat) && random.chance(0.5));
    const transactions: RiichiTransactionInput[] =
      kind === 'nagashi' ? [{ transactionType: 'NAGASHI_MANGAN', winner: random.pick(SEATS) }] : [];
    return { riichis, tenpais, transactions };
  }
  if (kind === 'reshuffle') {
    return { riichis: [], tenpais: [], transactions: [{ transactionType: 'INROUND_RYUUKYOKU' }] };
  }
  const winner = winnerBySkill(random, table);
  const riichis = canRiichi.filter((seat) => random.chance(seat === winner ? 0.4 : 0.12));
  if (random.chance(0.35)) {
    const hand = riichiHand(random, false);
    if (hand.han >= 13 && random.chance(0.1)) {
      const liable = random.pick(SEATS.filter((seat) => seat !== winner));
      return {
        riichis,
        tenpais: [],
        transactions: [{ transactionType: 'SELF_DRAW_PAO', winner, paoPlayerIndex: liable, hand }],
      };
    }
    return { riichis, tenpais: [], transactions: [{ transactionType: 'SELF_DRAW', winner, hand }] };
  }
  const loser = discarder(random, table, winner);
  const transactions: RiichiTransactionInput[] = [
    { transactionType: 'DEAL_IN', winner, loser, hand: riichiHand(random, true) },
  ];
  if (random.chance(0.04)) {
    const second = winnerBySkill(random, table, [winner, loser]);
    transactions.push({ transactionType: 'DEAL_IN', winner: second, loser, hand: riichiHand(random, true) });
  }
  return { riichis, tenpais: [], transactions };
}

/** A riichi hand the engine accepts in `round` under `rules`. */
export function randomRiichiRound(
  random: Random,
  round: RiichiRoundState,
  table: Table,
  rules: RiichiRules = CLUB_RULES.jp,
): RiichiRoundInput {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const input = draftRiichiRound(random, table);
    if (validateRiichiRound(round, input, rules).ok) return input;
  }
  return { riichis: [], tenpais: [], transactions: [] };
}

function hongKongPoints(random: Random): number {
  return random.weighted<number>([
    [3, 30],
    [4, 22],
    [5, 15],
    [6, 12],
    [7, 8],
    [8, 6],
    [9, 3],
    [10, 2],
    [11, 1],
    [13, 0.5],
  ]);
}

/** A Hong Kong hand the engine accepts in `round` under `rules`. */
export function randomHongKongRound(
  random: Random,
  round: HongKongRoundState,
  table: Table,
  rules: HongKongRules = CLUB_RULES.hk,
): HongKongRoundInput {
  const draft = (): HongKongRoundInput => {
    if (random.chance(0.12)) return { transactions: [] };
    const winner = winnerBySkill(random, table);
    const hand = { points: hongKongPoints(random) };
    if (random.chance(0.02)) {
      const liable = random.pick(SEATS.filter((seat) => seat !== winner));
      return { transactions: [{ transactionType: 'SELF_DRAW_PAO', winner, paoPlayerIndex: liable, hand }] };
    }
    if (random.chance(0.35)) return { transactions: [{ transactionType: 'SELF_DRAW', winner, hand }] };
    return {
      transactions: [{ transactionType: 'DEAL_IN', winner, loser: discarder(random, table, winner), hand }],
    };
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const input = draft();
    if (validateHongKongRound(round, input, rules).ok) return input;
  }
  return { transactions: [] };
}
