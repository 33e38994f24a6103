/**
 * Playing demo games. The hands are drawn against the engine's own state of the game (so each
 * one fits its round and the scores), then stored: a finished game in one transaction through the
 * games repositories and the finishing service; a live one hand by hand through `recordRound`,
 * exactly like the API.
 */
import {
  clubRules,
  type GameView,
  type HongKongGame,
  type HongKongRules,
  newHongKongGame,
  newRiichiGame,
  type Player,
  type RiichiGame,
  type RiichiRules,
  type Rules,
  recordHongKongRound,
  recordRiichiRound,
  type Variant,
} from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { settleGameEnd } from '../../modules/games/lifecycle/finish-service.ts';
import { type RoundInput, recordRound } from '../../modules/games/record/record-service.ts';
import { findGame, moveVersionBy } from '../../modules/games/store/game-repository.ts';
import { replayGame } from '../../modules/games/store/replay.ts';
import { insertRound } from '../../modules/games/store/round-repository.ts';
import { randomHongKongRound, randomRiichiRound } from './hands.ts';
import type { Random } from './random.ts';

type EngineGame = RiichiGame | HongKongGame;

/** The engine's game after one more hand. */
function advance(variant: Variant, game: EngineGame, input: RoundInput): EngineGame {
  return variant === 'jp'
    ? recordRiichiRound(game as RiichiGame, input as Parameters<typeof recordRiichiRound>[1])
    : recordHongKongRound(game as HongKongGame, input as Parameters<typeof recordHongKongRound>[1]);
}

function drawHand(random: Random, variant: Variant, game: EngineGame, skills: readonly number[]): RoundInput {
  const table = { totals: game.totals, skills };
  if (variant === 'jp') {
    const { currentRound: round, rules } = game as RiichiGame;
    if (!round) throw new Error('no hand after the end');
    return randomRiichiRound(random, round, table, rules);
  }
  const { currentRound: round, rules } = game as HongKongGame;
  if (!round) throw new Error('no hand after the end');
  return randomHongKongRound(random, round, table, rules);
}

/**
 * Hands for a game under `rules` (the club's by default), drawn until the engine ends it (or, for a
 * live game, `count` hands that do not end it).
 */
export function drawGame(
  random: Random,
  variant: Variant,
  skills: readonly number[],
  live?: { count: number },
  rules: Rules = clubRules(variant),
): RoundInput[] {
  let game: EngineGame =
    variant === 'jp' ? newRiichiGame(rules as RiichiRules) : newHongKongGame(rules as HongKongRules);
  const inputs: RoundInput[] = [];
  while (!game.ended && (live === undefined || inputs.length < live.count)) {
    let input = drawHand(random, variant, game, skills);
    let next = advance(variant, game, input);
    for (let attempt = 0; live && next.ended && attempt < 20; attempt += 1) {
      input = drawHand(random, variant, game, skills);
      next = advance(variant, game, input);
    }
    if (live && next.ended) break;
    inputs.push(input);
    game = next;
  }
  return inputs;
}

/** Stores a whole finished game at once: its rounds, version, end and rating changes. */
export async function storeFinishedGame(
  db: Kysely<Database>,
  game: GameView,
  inputs: readonly RoundInput[],
  endedAt: Date,
): Promise<number> {
  const replayed = replayGame(game.rules, inputs);
  await db.transaction().execute(async (trx) => {
    const row = await findGame(trx, game.variant, game.id);
    if (!row) throw new Error(`game ${game.id} vanished`);
    for (const round of replayed.rounds) await insertRound(trx, game.id, round, row.recorderId);
    await moveVersionBy(trx, game.id, replayed.rounds.length);
    await settleGameEnd(trx, row, { replayed, endedEarly: false, now: endedAt });
  });
  return replayed.rounds.length;
}

/** Records a live game's hands one by one, as a recorder at the table would. */
export async function recordLiveHands(
  db: Kysely<Database>,
  game: GameView,
  actor: Player,
  inputs: readonly RoundInput[],
): Promise<GameView> {
  let current = game;
  for (const input of inputs) {
    const address = { variant: current.variant, id: current.id };
    current = (await recordRound(db, { address, actor, expectedVersion: current.version, input })).game;
  }
  return current;
}
