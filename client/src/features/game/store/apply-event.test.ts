import { clubRules, type GameRound, type GameView } from '@mahjong/shared';
import { describe, expect, it } from 'vitest';
import { applyGameEvent, type GameEvent } from './apply-event.ts';
import { createLiveGameStore } from './live-game-store.ts';

function round(index: number): GameRound {
  return {
    roundCount: 100 + index,
    roundIndex: index,
    roundWind: 'EAST',
    roundNumber: index + 1,
    bonus: 0,
    startRiichiStickCount: 0,
    endRiichiStickCount: 0,
    riichis: [],
    tenpais: [],
    transactions: [],
    scoreDeltas: [1000 * index, -1000 * index, 0, 0],
    totals: [25000 + 1000 * index, 25000 - 1000 * index, 25000, 25000],
    recordedBy: 'alice',
  };
}

function game(version: number, rounds = version): GameView {
  return {
    id: 7,
    variant: 'jp',
    rules: clubRules('jp'),
    type: 'CASUAL',
    status: 'IN_PROGRESS',
    recorderId: 1,
    seasonId: null,
    players: [0, 1, 2, 3].map((seat) => ({ id: seat + 1, username: `p${seat}`, seat })),
    rounds: Array.from({ length: rounds }, (_, index) => round(index)),
    currentRound: { roundWind: 'EAST', roundNumber: rounds + 1, bonus: 0, startRiichiStickCount: 0 },
    totals: [25000, 25000, 25000, 25000],
    finalScores: null,
    placements: null,
    finalResults: null,
    eloDeltas: {},
    ratingChanges: null,
    chombos: [],
    flagged: false,
    version,
    createdAt: '2026-11-21T10:00:00.000Z',
    endedAt: null,
  };
}

const added = (version: number): GameEvent => ({
  type: 'round:added',
  event: {
    gameId: 7,
    version,
    round: round(version - 1),
    currentRound: null,
    totals: [1, 2, 3, 4],
    flagged: false,
  },
});

describe('applyGameEvent', () => {
  it('applies a new round that is exactly one version ahead', () => {
    const result = applyGameEvent(game(2), added(3));
    expect(result.outcome).toBe('applied');
    if (result.outcome !== 'applied') return;
    expect(result.game.version).toBe(3);
    expect(result.game.rounds.map((r) => r.roundIndex)).toEqual([0, 1, 2]);
    expect(result.game.totals).toEqual([1, 2, 3, 4]);
  });

  it('ignores a duplicate and reports a gap', () => {
    expect(applyGameEvent(game(3), added(3)).outcome).toBe('duplicate');
    expect(applyGameEvent(game(3), added(2)).outcome).toBe('duplicate');
    expect(applyGameEvent(game(3), added(5)).outcome).toBe('gap');
  });

  it('replaces the game on a newer full-game event, even after a gap', () => {
    const edited = { ...game(6, 4), flagged: true };
    const result = applyGameEvent(game(3), {
      type: 'round:edited',
      event: { gameId: 7, version: 6, roundIndex: 1, game: edited },
    });
    expect(result).toEqual({ outcome: 'applied', game: edited });
    expect(
      applyGameEvent(game(6), {
        type: 'round:removed',
        event: { gameId: 7, version: 6, roundIndex: 3, game: edited },
      }).outcome,
    ).toBe('duplicate');
  });

  it('ends the game with game:ended at a version of its own, once', () => {
    const ended = { ...game(4), status: 'FINISHED' as const, currentRound: null, finalScores: [1, 2, 3, 4] };
    const event = { type: 'game:ended', event: { gameId: 7, version: 4, game: ended } } as const;
    const first = applyGameEvent(game(3), event);
    expect(first.outcome).toBe('applied');
    expect(first.outcome === 'applied' && first.game.finalScores).toEqual([1, 2, 3, 4]);
    expect(applyGameEvent(ended, event).outcome).toBe('duplicate');
    // The version of the hand before it is not a second chance to end the game.
    expect(applyGameEvent(game(4), event).outcome).toBe('duplicate');
  });
});

describe('LiveGameStore', () => {
  it('buffers events that arrive before the snapshot and applies the newer ones after it', () => {
    const store = createLiveGameStore();
    expect(store.getState().receiveEvent(added(3))).toBe('buffered');
    expect(store.getState().receiveEvent(added(4))).toBe('buffered');
    store.getState().receiveSnapshot(game(3));
    expect(store.getState().game?.version).toBe(4);
    expect(store.getState().early).toEqual([]);
  });

  it('keeps a newer game when an older snapshot arrives late', () => {
    const store = createLiveGameStore();
    store.getState().receiveSnapshot(game(2));
    store.getState().receiveEvent(added(3));
    store.getState().receiveSnapshot(game(2));
    expect(store.getState().game?.version).toBe(3);
  });
});
