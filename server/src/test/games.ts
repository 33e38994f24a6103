/** Games for tests, made through the real API. */
import type { GameType, GameView, HongKongRoundInput, RiichiRoundInput, Variant } from '@mahjong/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.ts';
import { createTestPlayer, type TestPlayer } from './players.ts';

export interface TestGame {
  game: GameView;
  recorder: TestPlayer;
  players: TestPlayer[];
}

/** Four new players and a game between them, recorded by a fifth (qualified for the variant). */
export async function createTestGame(
  t: TestApp,
  variant: Variant,
  type: GameType = 'CASUAL',
  recorder?: TestPlayer,
): Promise<TestGame> {
  const qualified = { japaneseQualified: true, hongKongQualified: true };
  const by = recorder ?? (await createTestPlayer(t.app.db, qualified));
  const players: TestPlayer[] = [];
  for (let seat = 0; seat < 4; seat += 1) players.push(await createTestPlayer(t.app.db, qualified));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/games',
    headers: by.headers,
    payload: { variant, type, players: players.map((p) => p.player.id) },
  });
  if (response.statusCode !== 201) throw new Error(`could not create a game: ${response.body}`);
  return { game: response.json(), recorder: by, players };
}

export type AnyRoundInput = RiichiRoundInput | HongKongRoundInput;

export function postRound(
  t: TestApp,
  game: Pick<GameView, 'variant' | 'id'>,
  headers: Record<string, string>,
  expectedVersion: number,
  input: AnyRoundInput,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/games/${game.variant}/${game.id}/rounds`,
    headers: idempotencyKey === undefined ? headers : { ...headers, 'idempotency-key': idempotencyKey },
    payload: { expectedVersion, ...input },
  });
}

/** Records every input in order, each on the version the previous one left; fails loudly on a refusal. */
export async function playRounds(
  t: TestApp,
  start: GameView,
  headers: Record<string, string>,
  inputs: readonly AnyRoundInput[],
): Promise<GameView> {
  let game = start;
  for (const [index, input] of inputs.entries()) {
    const response = await postRound(t, game, headers, game.version, input);
    if (response.statusCode !== 200) throw new Error(`round ${index} refused: ${response.body}`);
    game = response.json();
  }
  return game;
}

export async function getGame(t: TestApp, game: Pick<GameView, 'variant' | 'id'>): Promise<GameView> {
  const response = await t.app.inject({ url: `/api/games/${game.variant}/${game.id}` });
  if (response.statusCode !== 200) throw new Error(`could not read the game: ${response.body}`);
  return response.json();
}

// Small builders for readable riichi inputs.
export const ron = (
  winner: number,
  loser: number,
  han: number,
  fu: number,
  riichis: number[] = [],
): RiichiRoundInput => ({
  riichis,
  tenpais: [],
  transactions: [{ transactionType: 'DEAL_IN', winner, loser, hand: { han, fu, dora: 0 } }],
});
export const tsumo = (winner: number, han: number, fu: number, riichis: number[] = []): RiichiRoundInput => ({
  riichis,
  tenpais: [],
  transactions: [{ transactionType: 'SELF_DRAW', winner, hand: { han, fu, dora: 0 } }],
});
export const draw = (tenpais: number[], riichis: number[] = []): RiichiRoundInput => ({
  riichis,
  tenpais,
  transactions: [],
});
export const hkRon = (winner: number, loser: number, points: number): HongKongRoundInput => ({
  transactions: [{ transactionType: 'DEAL_IN', winner, loser, hand: { points } }],
});
export const hkTsumo = (winner: number, points: number): HongKongRoundInput => ({
  transactions: [{ transactionType: 'SELF_DRAW', winner, hand: { points } }],
});
export const hkDraw = (): HongKongRoundInput => ({ transactions: [] });
