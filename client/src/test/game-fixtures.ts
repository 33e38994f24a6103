/**
 * Game answers for component tests, built by replaying real inputs through the engine so the
 * numbers are the ones the server would send.
 */
import {
  clubRules,
  type GameRound,
  type GameView,
  type HongKongRoundInput,
  type Player,
  playHongKongGame,
  playRiichiGame,
  type RiichiRoundInput,
} from '@mahjong/shared';
import { aPlayer } from './render.tsx';

export const USERNAMES = ['alice', 'bob', 'carol', 'dave'] as const;

export const players = USERNAMES.map((username, seat) => ({ id: seat + 11, username, seat }));

/** The recorder of the fixtures' games: alice, seat 0. */
export function player(overrides: Partial<Player> = {}): Player {
  return aPlayer({ id: 11, ...overrides });
}

const base = {
  id: 7,
  status: 'IN_PROGRESS' as const,
  type: 'CASUAL' as const,
  recorderId: 11,
  seasonId: null,
  players,
  finalScores: null,
  placements: null,
  finalResults: null,
  eloDeltas: {},
  ratingChanges: null,
  chombos: [],
  flagged: false,
  version: 1,
  createdAt: '2026-03-01T18:00:00.000Z',
  endedAt: null,
};

export function riichiGame(inputs: RiichiRoundInput[], overrides: Partial<GameView> = {}): GameView {
  const played = playRiichiGame(inputs);
  const rounds: GameRound[] = played.rounds.map(({ round, input, result, totals }, index) => ({
    roundCount: 100 + index,
    roundIndex: index,
    roundWind: round.roundWind,
    roundNumber: round.roundNumber,
    bonus: round.bonus,
    startRiichiStickCount: round.startRiichiStickCount,
    endRiichiStickCount: result.endRiichiStickCount,
    riichis: input.riichis,
    tenpais: input.tenpais,
    transactions: result.transactions,
    scoreDeltas: result.scoreDeltas,
    totals,
    recordedBy: 'recorder',
  }));
  return {
    ...base,
    variant: 'jp',
    rules: clubRules('jp'),
    rounds,
    currentRound: played.currentRound,
    totals: played.totals,
    version: 1 + rounds.length,
    ...overrides,
  };
}

export function hongKongGame(inputs: HongKongRoundInput[], overrides: Partial<GameView> = {}): GameView {
  const played = playHongKongGame(inputs);
  const rounds: GameRound[] = played.rounds.map(({ round, result, totals }, index) => ({
    roundCount: 200 + index,
    roundIndex: index,
    roundWind: round.roundWind,
    roundNumber: round.roundNumber,
    transactions: result.transactions,
    scoreDeltas: result.scoreDeltas,
    totals,
    recordedBy: 'recorder',
  }));
  return {
    ...base,
    variant: 'hk',
    rules: clubRules('hk'),
    rounds,
    currentRound: played.currentRound,
    totals: played.totals,
    version: 1 + rounds.length,
    ...overrides,
  };
}

/** East 1: alice (dealer) riichi and rons bob for 3 han 30 fu (+5,800). */
export const DEALER_RON: RiichiRoundInput = {
  riichis: [0],
  tenpais: [],
  transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { han: 3, fu: 30, dora: 0 } }],
};

/** carol deals into alice (2 han 30 fu) and dave (1 han 40 fu, riichi); dave is first after carol. */
export const DOUBLE_RON: RiichiRoundInput = {
  riichis: [3],
  tenpais: [],
  transactions: [
    { transactionType: 'DEAL_IN', winner: 0, loser: 2, hand: { han: 2, fu: 30, dora: 0 } },
    { transactionType: 'DEAL_IN', winner: 3, loser: 2, hand: { han: 1, fu: 40, dora: 0 } },
  ],
};

/** Exhaustive draw with only bob tenpai. */
export const DECK_OUT_BOB_TENPAI: RiichiRoundInput = {
  riichis: [],
  tenpais: [1],
  transactions: [{ transactionType: 'DECK_OUT' }],
};

/** DEALER_RON then DOUBLE_RON, and the game ended: alice first, dave, carol, bob last, with their rating changes. */
export function endedRiichiGame(overrides: Partial<GameView> = {}): GameView {
  return riichiGame([DEALER_RON, DOUBLE_RON], {
    status: 'FINISHED',
    currentRound: null,
    finalScores: [33700, 19200, 20500, 26600],
    placements: [1, 4, 3, 2],
    eloDeltas: { '11': 23.75, '12': -34.75, '13': -0.5, '14': 11.5 },
    endedAt: '2026-03-01T20:00:00.000Z',
    ...overrides,
  });
}
