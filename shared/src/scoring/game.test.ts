import { describe, expect, it } from 'vitest';
import { ScoringError } from './errors.ts';
import { playHongKongGame, playRiichiGame, recordRiichiRound } from './game.ts';
import { placements } from './placements.ts';
import { CLUB_RULES } from './presets.ts';
import type { HongKongRoundInput, RiichiHand, RiichiRoundInput } from './round-input.ts';

const hand = (han: number, fu = 30): RiichiHand => ({ han, fu, dora: 0 });
const ron = (winner: number, loser: number, h: RiichiHand, riichis: number[] = []): RiichiRoundInput => ({
  riichis,
  tenpais: [],
  transactions: [{ transactionType: 'DEAL_IN', winner, loser, hand: h }],
});
const tsumo = (winner: number, h: RiichiHand): RiichiRoundInput => ({
  riichis: [],
  tenpais: [],
  transactions: [{ transactionType: 'SELF_DRAW', winner, hand: h }],
});

/**
 * East 1 to South 4, each won for 1 000 by the seat after the dealer off the seat after that:
 * each seat wins twice and pays twice, so everyone is back at 25 000.
 */
const EVEN_HALF_GAME: RiichiRoundInput[] = Array.from({ length: 8 }, (_, i) =>
  ron((i + 1) % 4, (i + 2) % 4, hand(1)),
);

describe('playRiichiGame', () => {
  it('starts at East 1 with 25 000 each', () => {
    const game = playRiichiGame([]);
    expect(game).toEqual({
      rules: CLUB_RULES.jp,
      rounds: [],
      currentRound: { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
      totals: [25000, 25000, 25000, 25000],
      ended: false,
      finalScores: null,
    });
  });

  it('plays into West while nobody has 30 000, and ends there once someone does', () => {
    const inputs = [...EVEN_HALF_GAME, ron(1, 2, hand(3)), ron(0, 3, hand(4))];
    const game = playRiichiGame(inputs);
    expect(game.rounds.map(({ totals }) => totals).at(7)).toEqual([25000, 25000, 25000, 25000]);
    expect(game.rounds[8]?.round).toEqual({
      roundWind: 'WEST',
      roundNumber: 1,
      bonus: 0,
      startRiichiStickCount: 0,
    });
    expect(game.rounds[8]?.totals).toEqual([25000, 28900, 21100, 25000]);
    expect(game).toMatchObject({
      currentRound: null,
      totals: [32700, 28900, 21100, 17300],
      ended: true,
      finalScores: [32700, 28900, 21100, 17300],
    });
    expect(game.rounds[9]?.input).toBe(inputs[9]);
    expect(placements(game.finalScores ?? [])).toEqual([1, 2, 3, 4]);
  });

  it('ends at once when a seat drops below 0, leftover sticks going to the top', () => {
    const game = playRiichiGame([
      ron(1, 2, hand(11)), // sanbaiman: 25 000 / 49 000 / 1 000 / 25 000
      { riichis: [0], tenpais: [0, 1], transactions: [] }, // seat 2 pays 1 500 noten and drops to −500
    ]);
    expect(game.totals).toEqual([25500, 50500, -500, 23500]);
    expect(game.rounds[1]?.result.nextRound).toEqual({
      roundWind: 'EAST',
      roundNumber: 2,
      bonus: 1,
      startRiichiStickCount: 1,
    });
    expect(game.ended).toBe(true);
    expect(game.currentRound).toBeNull();
    expect(game.finalScores).toEqual([25500, 51500, -500, 23500]);
  });

  it('ends on South 4 when the dealer wins into a strict lead over 30 000 (agari-yame)', () => {
    const game = playRiichiGame([...EVEN_HALF_GAME.slice(0, 7), tsumo(3, hand(4))]);
    expect(game.totals).toEqual([20100, 22100, 21100, 36700]);
    expect(game.ended).toBe(true);
  });

  it('plays South 4 again when the dealer wins but does not lead', () => {
    const inputs = [ron(1, 2, hand(4)), ...EVEN_HALF_GAME.slice(1, 7), ron(3, 2, hand(1))];
    const game = playRiichiGame(inputs);
    expect(game.totals).toEqual([24000, 32700, 16800, 26500]);
    expect(game.ended).toBe(false);
    expect(game.currentRound).toEqual({
      roundWind: 'SOUTH',
      roundNumber: 4,
      bonus: 1,
      startRiichiStickCount: 0,
    });
  });

  it('names the round of an invalid input: "Round 5 (南一局 0本場): …"', () => {
    const inputs = [...EVEN_HALF_GAME.slice(0, 4), ron(1, 2, hand(2, 20))];
    let thrown: unknown;
    try {
      playRiichiGame(inputs);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ScoringError);
    expect(thrown).toMatchObject({
      code: 'RON_20_FU',
      roundIndex: 4,
      transactionIndex: 0,
      message: 'Round 5 (南一局 0本場): A ron needs at least 25 fu: 20 fu is only possible on a tsumo',
    });
  });

  it('refuses a round after the game ended, naming it', () => {
    const ended = playRiichiGame([ron(1, 2, hand(13))]);
    expect(ended.ended).toBe(true);
    expect(() => recordRiichiRound(ended, ron(1, 2, hand(1)))).toThrowError(
      expect.objectContaining({ code: 'ROUND_AFTER_GAME_END', roundIndex: 1 }),
    );
    expect(() => playRiichiGame([ron(1, 2, hand(13)), ron(1, 2, hand(1))])).toThrowError(
      /^Round 2 \(after the end\): the game ended with round 1 \(東一局 0本場\)/,
    );
  });

  it('replays an edited past round: later rounds follow the new state', () => {
    const original = playRiichiGame([ron(1, 2, hand(1)), ron(2, 3, hand(1))]);
    const edited = playRiichiGame([ron(0, 2, hand(1)), ron(2, 3, hand(1))]);
    expect(original.rounds[1]?.round).toMatchObject({ roundNumber: 2, bonus: 0 });
    // The dealer won the edited first round, so the second is East 1 with 1 honba.
    expect(edited.rounds[1]?.round).toMatchObject({ roundNumber: 1, bonus: 1 });
    expect(edited.totals).toEqual([26500, 25000, 24800, 23700]);
  });
});

describe('playHongKongGame', () => {
  const deckOut: HongKongRoundInput = { transactions: [] };

  it('plays exactly 16 hands, North 4 wrapping to the end', () => {
    const game = playHongKongGame(Array.from({ length: 16 }, () => deckOut));
    expect(game.rounds.at(-1)?.round).toEqual({ roundWind: 'NORTH', roundNumber: 4 });
    expect(game).toMatchObject({ ended: true, currentRound: null, finalScores: [750, 750, 750, 750] });
    expect(() => playHongKongGame(Array.from({ length: 17 }, () => deckOut))).toThrowError(
      expect.objectContaining({ code: 'ROUND_AFTER_GAME_END', roundIndex: 16 }),
    );
  });

  it('continues after North 3', () => {
    const game = playHongKongGame(Array.from({ length: 15 }, () => deckOut));
    expect(game).toMatchObject({
      ended: false,
      currentRound: { roundWind: 'NORTH', roundNumber: 4 },
      finalScores: null,
    });
  });

  it('ends when a seat drops below 0', () => {
    const game = playHongKongGame([
      { transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { points: 13 } }] },
    ]);
    expect(game).toMatchObject({
      ended: true,
      totals: [-402, 1902, 750, 750],
      finalScores: [-402, 1902, 750, 750],
    });
  });

  it('labels a refused Hong Kong round', () => {
    expect(() =>
      playHongKongGame([
        deckOut,
        { transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 2 } }] },
      ]),
    ).toThrowError(/^Round 2 \(East 2\): A Hong Kong hand is worth 3 to 13 points/);
  });
});
