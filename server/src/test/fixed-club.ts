/**
 * A small fixed club for the statistics tests, recorded through the real API. Every hand below
 * is worked out by hand so the tests can check the figures against these numbers.
 *
 * How hands count (STAT_DEFINITIONS): a win is being the winner of a ron, tsumo or pao
 * transaction — in a multiple ron each winner wins, a pao part + normal part is one win;
 * a deal-in is being the discarder (loser) of a ron or pao ron — a multiple ron is one
 * deal-in, being liable for pao is not one; nagashi mangan, deck-outs and reshuffles are
 * nobody's win or deal-in. Win and deal-in values are the transaction amounts with honba and
 * without riichi sticks. The dealer is seat roundNumber − 1.
 */
import type { GameType, GameView, HongKongRoundInput, RiichiRoundInput, Variant } from '@mahjong/shared';
import type { TestApp } from './app.ts';
import { playRounds } from './games.ts';
import { createTestPlayer, type TestPlayer } from './players.ts';

const hand = (han: number, fu = 30) => ({ han, fu, dora: 0 });

/**
 * Game 1, riichi ranked, seats [A, B, C, D]. Totals after each hand:
 * 1. E1 0本場: A (dealer) riichi, rons B 3han30fu: 5 800 (+1 000 own stick back).
 *    A 30 800, B 19 200, C 25 000, D 25 000.
 * 2. E1 1本場: double ron off C: A 2han30fu 2 900; D 1han30fu 1 000 + 300 honba (D is first
 *    after C). C pays 4 200. A 33 700, B 19 200, C 20 800, D 26 300.
 * 3. E1 2本場: deck-out, B riichi and the only tenpai: B +3 000 −1 000 stick, others −1 000.
 *    A 32 700, B 21 200, C 19 800, D 25 300, 1 stick on the table.
 * 4. E2 3本場: C nagashi mangan: 4 000 from the dealer B, 2 000 from A and D; no honba.
 *    A 30 700, B 17 200, C 27 800, D 23 300, still 1 stick.
 * 5. E3 4本場: A riichi, deals in a yakuman to D with B liable (pao ron): 32 000 split 16 000 /
 *    16 000, honba 1 200 from A, D takes 2 sticks. A 12 500, B 1 200, C 27 800, D 58 500.
 * 6. E4 0本場: A tsumo mangan, dealer D pays 4 000, B and C 2 000. B at −800: the game ends.
 *    Final A 20 500, B −800, C 25 800, D 54 500 → places A 3, B 4, C 2, D 1.
 */
export const GAME_ONE: RiichiRoundInput[] = [
  {
    riichis: [0],
    tenpais: [],
    transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: hand(3) }],
  },
  {
    riichis: [],
    tenpais: [],
    transactions: [
      { transactionType: 'DEAL_IN', winner: 0, loser: 2, hand: hand(2) },
      { transactionType: 'DEAL_IN', winner: 3, loser: 2, hand: hand(1) },
    ],
  },
  { riichis: [1], tenpais: [1], transactions: [] },
  { riichis: [], tenpais: [], transactions: [{ transactionType: 'NAGASHI_MANGAN', winner: 2 }] },
  {
    riichis: [0],
    tenpais: [],
    transactions: [
      { transactionType: 'DEAL_IN_PAO', winner: 3, loser: 0, paoPlayerIndex: 1, hand: hand(13) },
    ],
  },
  { riichis: [], tenpais: [], transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: hand(5) }] },
];
export const GAME_ONE_FINAL = [20_500, -800, 25_800, 54_500];

/**
 * Game 2, riichi ranked, seats [B, A, D, C]:
 * 1. E1 0本場: reshuffle, nothing paid.
 * 2. E1 1本場: A riichi; D (seat 2) tsumo double yakuman, one part pao on C (seat 3): C pays the
 *    pao part 32 000; the normal part as a tsumo, dealer B 16 000, A and C 8 000, plus honba
 *    100 each; D +64 300 and A's stick. Final B 8 900, A 15 900, D 90 300, C −15 100 → the game
 *    ends; places B 3, A 2, D 1, C 4.
 */
export const GAME_TWO: RiichiRoundInput[] = [
  { riichis: [], tenpais: [], transactions: [{ transactionType: 'INROUND_RYUUKYOKU' }] },
  {
    riichis: [1],
    tenpais: [],
    transactions: [
      { transactionType: 'SELF_DRAW_PAO', winner: 2, paoPlayerIndex: 3, hand: hand(13) },
      { transactionType: 'SELF_DRAW', winner: 2, hand: hand(13) },
    ],
  },
];
export const GAME_TWO_FINAL = [8_900, 15_900, 90_300, -15_100];

/** Casual riichi, seats [A, B, C, D]: B rons A for a yakuman 32 000; A at −7 000 ends it. */
export const CASUAL_GAME: RiichiRoundInput[] = [
  {
    riichis: [],
    tenpais: [],
    transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: hand(13) }],
  },
];

/** Hong Kong ranked, seats [A, B, C, D]: B rons A for 13 points, 3 × 384 = 1 152; A at −402 ends it. */
export const HONG_KONG_GAME: HongKongRoundInput[] = [
  { transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { points: 13 } }] },
];

export interface FixedClub {
  /** A, B, C, D. */
  players: TestPlayer[];
  recorder: TestPlayer;
  gameOne: GameView;
  gameTwo: GameView;
  casual: GameView;
  hongKong: GameView;
  /** A ranked riichi game still in progress (one hand): counted nowhere. */
  inProgress: GameView;
}

async function startGame(
  t: TestApp,
  recorder: TestPlayer,
  variant: Variant,
  type: GameType,
  seats: readonly TestPlayer[],
): Promise<GameView> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/games',
    headers: recorder.headers,
    payload: { variant, type, players: seats.map((seat) => seat.player.id) },
  });
  if (response.statusCode !== 201) throw new Error(`could not create a game: ${response.body}`);
  return response.json();
}

export async function recordFixedClub(t: TestApp): Promise<FixedClub> {
  const qualified = { japaneseQualified: true, hongKongQualified: true };
  const recorder = await createTestPlayer(t.app.db, qualified);
  const players: TestPlayer[] = [];
  for (let i = 0; i < 4; i += 1) players.push(await createTestPlayer(t.app.db, qualified));
  const [a, b, c, d] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
  const play = async (variant: Variant, type: GameType, seats: TestPlayer[], inputs: unknown[]) =>
    playRounds(t, await startGame(t, recorder, variant, type, seats), recorder.headers, inputs as never);

  const gameOne = await play('jp', 'RANKED', [a, b, c, d], GAME_ONE);
  const gameTwo = await play('jp', 'RANKED', [b, a, d, c], GAME_TWO);
  const casual = await play('jp', 'CASUAL', [a, b, c, d], CASUAL_GAME);
  const hongKong = await play('hk', 'RANKED', [a, b, c, d], HONG_KONG_GAME);
  const inProgress = await play(
    'jp',
    'RANKED',
    [a, b, c, d],
    [
      {
        riichis: [],
        tenpais: [],
        transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: hand(1) }],
      },
    ],
  );
  for (const game of [gameOne, gameTwo, casual, hongKong]) {
    if (game.status !== 'FINISHED') throw new Error(`game ${game.id} should have ended`);
  }
  // One chombo against A in game 1.
  const chombo = await t.app.inject({
    method: 'POST',
    url: `/api/games/jp/${gameOne.id}/chombo`,
    headers: recorder.headers,
    payload: {
      expectedVersion: gameOne.version,
      playerId: a.player.id,
      reason: 'Called ron on a wrong wait',
    },
  });
  if (chombo.statusCode !== 201) throw new Error(`could not record the chombo: ${chombo.body}`);
  return { players, recorder, gameOne, gameTwo, casual, hongKong, inProgress };
}
