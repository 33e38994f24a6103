/** A tournament as the server answers it, for the tournament tests: 8 players, session 1 running. */
import { clubRules, type Tournament, type TournamentGame } from '@mahjong/shared';

const names = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi'];

function aGame(id: number, playerIds: number[], overrides: Partial<TournamentGame> = {}): TournamentGame {
  return {
    id,
    status: 'IN_PROGRESS',
    players: playerIds.map((playerId, seat) => ({ id: playerId, username: names[playerId - 1] ?? '', seat })),
    currentRound: { roundWind: 'EAST', roundNumber: 3, bonus: 0, startRiichiStickCount: 0 },
    totals: [32000, 18000, 25000, 25000],
    roundsPlayed: 4,
    version: 4,
    lastHand: false,
    finalPoints: null,
    ...overrides,
  };
}

export function aTournament(overrides: Partial<Tournament> = {}): Tournament {
  const now = '2026-11-28T10:00:00.000Z';
  return {
    id: 5,
    name: 'Winter Open',
    variant: 'jp',
    status: 'running',
    sessions: 2,
    sessionMinutes: 90,
    seating: 'swiss',
    winds: 'balanced',
    startsAt: null,
    registrationOpen: false,
    countsForRating: true,
    participants: 8,
    registered: false,
    version: 10,
    rules: clubRules('jp'),
    replacementResult: { score: -15000, uma: -15000 },
    penaltyBounds: { min: 0.1, step: 0.1, max: 100 },
    participantList: names.map((username, index) => ({
      playerId: index + 1,
      username,
      status: 'playing',
      guest: false,
      substitute: null,
    })),
    sessionList: [
      {
        n: 1,
        status: 'running',
        repeatMeetings: 0,
        clock: {
          session: 1,
          startedAt: '2026-11-28T09:00:00.000Z',
          endsAt: '2026-11-28T10:30:00.000Z',
          pausedRemainingSeconds: null,
          extraMinutes: { '2': 5 },
        },
        tables: [
          { table: 1, playerIds: [1, 2, 3, 4], gameId: 101, game: aGame(101, [1, 2, 3, 4]) },
          { table: 2, playerIds: [5, 6, 7, 8], gameId: 102, game: aGame(102, [5, 6, 7, 8]) },
        ],
      },
      { n: 2, status: 'notSeated', repeatMeetings: 0, clock: null, tables: [] },
    ],
    standings: names.map((username, index) => ({
      place: index + 1,
      playerId: index + 1,
      username,
      points: 0,
      games: 0,
      averagePlace: null,
      averageScore: null,
      penalties: 0,
      replacedGames: 0,
      status: 'playing',
    })),
    penalties: [],
    now,
    ...overrides,
  };
}
