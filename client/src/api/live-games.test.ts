import { describe, expect, it } from 'vitest';
import { players } from '../test/game-fixtures.ts';
import { type LiveGame, liveListed, mergeLiveGames } from './live-games.ts';

const game = (id: number, version: number, extra: Partial<LiveGame> = {}): LiveGame => ({
  id,
  variant: 'jp',
  type: 'RANKED',
  players,
  currentRound: { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
  totals: [25000, 25000, 25000, 25000],
  roundsPlayed: version,
  version,
  createdAt: '2026-03-01T18:00:00.000Z',
  ...extra,
});

describe('mergeLiveGames', () => {
  it('keeps what the socket brought that the REST answer lacks or has older', () => {
    const held = [game(1, 5, { spectators: 3 }), game(2, 2, { spectators: 1 })];
    const merged = mergeLiveGames([game(1, 4), game(2, 3), game(3, 0)], held);
    expect(merged.map((g) => [g.id, g.version, g.spectators])).toEqual([
      [1, 5, 3],
      [2, 3, 1],
      [3, 0, undefined],
    ]);
    expect(mergeLiveGames([game(1, 4)], undefined)).toEqual([game(1, 4)]);
  });
});

describe('liveListed', () => {
  it('lists ranked tables first, then casual ones, each in the order the server sent, or only the ranked', () => {
    const games = [game(4, 0, { type: 'CASUAL' }), game(3, 0), game(2, 0, { type: 'CASUAL' }), game(1, 0)];
    expect(liveListed(games).map((g) => g.id)).toEqual([3, 1, 4, 2]);
    expect(liveListed(games, false).map((g) => g.id)).toEqual([3, 1]);
  });
});
