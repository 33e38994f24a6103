import { describe, expect, it } from 'vitest';
import { tournamentStandings } from './standings.ts';

const players = [
  { playerId: 1, username: 'ann', status: 'playing' as const },
  { playerId: 2, username: 'bo', status: 'playing' as const },
  { playerId: 3, username: 'cy', status: 'dropped' as const },
  { playerId: 4, username: 'di', status: 'playing' as const },
];

describe('tournament standings', () => {
  it('sums final points less penalties, with averages, worked by hand', () => {
    const games = [
      [
        { playerId: 1, place: 1, score: 42_000, points: 47.0 },
        { playerId: 2, place: 2, score: 31_000, points: 11.0 },
        { playerId: 3, place: 3, score: 17_000, points: -18.0 },
        { playerId: 4, place: 4, score: 10_000, points: -40.0 },
      ],
      [
        { playerId: 1, place: 4, score: 5_000, points: -45.0 },
        { playerId: 2, place: 1, score: 50_000, points: 55.0 },
        { playerId: 3, place: 2, score: 30_000, points: 10.0 },
        { playerId: 4, place: 3, score: 15_000, points: -20.0 },
      ],
    ];
    const standings = tournamentStandings(players, games, [
      { playerId: 2, amount: 2.5 },
      { playerId: 2, amount: 1 },
    ]);
    // bo: 11 + 55 − 3.5 = 62.5; ann: 47 − 45 = 2; cy: −18 + 10 = −8; di: −40 − 20 = −60.
    expect(standings).toEqual([
      {
        place: 1,
        playerId: 2,
        username: 'bo',
        points: 62.5,
        games: 2,
        averagePlace: 1.5,
        averageScore: 40_500,
        penalties: 3.5,
        replacedGames: 0,
        status: 'playing',
      },
      {
        place: 2,
        playerId: 1,
        username: 'ann',
        points: 2,
        games: 2,
        averagePlace: 2.5,
        averageScore: 23_500,
        penalties: 0,
        replacedGames: 0,
        status: 'playing',
      },
      {
        place: 3,
        playerId: 3,
        username: 'cy',
        points: -8,
        games: 2,
        averagePlace: 2.5,
        averageScore: 23_500,
        penalties: 0,
        replacedGames: 0,
        status: 'dropped',
      },
      {
        place: 4,
        playerId: 4,
        username: 'di',
        points: -60,
        games: 2,
        averagePlace: 3.5,
        averageScore: 12_500,
        penalties: 0,
        replacedGames: 0,
        status: 'playing',
      },
    ]);
  });

  it('splits equal points by the best single game, and shares a place when that is equal too', () => {
    const games = [
      [
        { playerId: 1, place: 2, score: 30_000, points: 10 },
        { playerId: 2, place: 1, score: 40_000, points: 30 },
        { playerId: 3, place: 3, score: 20_000, points: -10 },
        { playerId: 4, place: 4, score: 10_000, points: -30 },
      ],
      [
        { playerId: 1, place: 2, score: 30_000, points: 10 },
        { playerId: 2, place: 4, score: 10_000, points: -10 },
        { playerId: 3, place: 1, score: 40_000, points: 30 },
        { playerId: 4, place: 3, score: 20_000, points: -30 },
      ],
    ];
    const standings = tournamentStandings(players, games, []);
    // ann 20 (best 10), bo 20 (best 30), cy 20 (best 30), di −60.
    expect(standings.map((row) => [row.username, row.points, row.place])).toEqual([
      ['bo', 20, 1],
      ['cy', 20, 1],
      ['ann', 20, 3],
      ['di', -60, 4],
    ]);
  });

  it('lists a participant without a finished game last-equal, with no averages', () => {
    const standings = tournamentStandings(players.slice(0, 2), [], []);
    expect(standings[0]).toMatchObject({ points: 0, games: 0, averagePlace: null, averageScore: null });
  });
});
