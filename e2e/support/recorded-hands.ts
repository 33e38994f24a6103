/** Hands the fault tests record, and the check that a stored game is whole. */
import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';

/** A varied hand, so totals move: a plain deck-out, a deck-out with one seat tenpai, a small deal-in. */
export function hand(k: number) {
  if (k % 3 === 0) return { riichis: [], tenpais: [], transactions: [] };
  if (k % 3 === 1) return { riichis: [], tenpais: [k % 4], transactions: [] };
  return {
    riichis: [],
    tenpais: [],
    transactions: [
      { transactionType: 'DEAL_IN', winner: (k + 1) % 4, loser: k % 4, hand: { han: 2, fu: 30, dora: 0 } },
    ],
  };
}

export interface Round {
  roundIndex: number;
  scoreDeltas: number[];
  totals: number[];
  transactions: Array<{ scoreDeltas: number[] }>;
}

/** The stored game is whole: contiguous rounds, version = rounds, totals = 25 000 + every delta. */
export async function expectConsistentGame(client: ApiClient, id: number, rounds: number) {
  const answer = await client.request('GET', `/api/games/jp/${id}`);
  expect(answer.status).toBe(200);
  const game = answer.body as { version: number; rounds: Round[]; totals: number[] };
  expect(game.rounds.map((round) => round.roundIndex)).toEqual([...Array(rounds).keys()]);
  expect(game.version).toBe(rounds);
  const running = [25_000, 25_000, 25_000, 25_000];
  game.rounds.forEach((round, index) => {
    for (let seat = 0; seat < 4; seat += 1) running[seat]! += round.scoreDeltas[seat]!;
    expect(round.totals).toEqual(running);
    // A deal-in hand's points live in its transaction: a round stored without it would not add up.
    if (index % 3 === 2) expect(round.transactions.length).toBe(1);
  });
  expect(game.totals).toEqual(running);
}
