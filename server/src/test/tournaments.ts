/** Tournaments for tests, run through the real API. */
import type { CreateTournamentBody, GameView, Tournament, TournamentSeating } from '@mahjong/shared';
import { drawGame } from '../scripts/demo/play.ts';
import type { Random } from '../scripts/demo/random.ts';
import type { TestApp } from './app.ts';
import { getGame, playRounds } from './games.ts';
import { createTestPlayer, type TestPlayer } from './players.ts';

export async function createTournament(
  t: TestApp,
  admin: TestPlayer,
  body: Partial<CreateTournamentBody> = {},
): Promise<Tournament> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tournaments',
    headers: admin.headers,
    payload: {
      name: 'Autumn Open',
      variant: 'jp',
      sessions: 4,
      sessionMinutes: 90,
      seating: 'swiss',
      ...body,
    },
  });
  if (response.statusCode !== 201) throw new Error(`could not make a tournament: ${response.body}`);
  return response.json();
}

/** `count` new players (qualified for riichi), each registering themselves. */
export async function registerPlayers(
  t: TestApp,
  tournamentId: number,
  count: number,
): Promise<TestPlayer[]> {
  const players: TestPlayer[] = [];
  for (let index = 0; index < count; index += 1) {
    const player = await createTestPlayer(t.app.db, { japaneseQualified: true });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournamentId}/participants`,
      headers: player.headers,
    });
    if (response.statusCode !== 201) throw new Error(`could not register: ${response.body}`);
    players.push(player);
  }
  return players;
}

export async function seat(
  t: TestApp,
  admin: TestPlayer,
  tournamentId: number,
  n: number,
  body?: object,
): Promise<TournamentSeating> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/sessions/${n}/seating`,
    headers: admin.headers,
    ...(body ? { payload: body } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`could not seat session ${n}: ${response.body}`);
  return response.json();
}

export async function startSession(
  t: TestApp,
  admin: TestPlayer,
  tournamentId: number,
  n: number,
): Promise<{ tables: Array<{ table: number; gameId: number }>; endsAt: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/sessions/${n}/start`,
    headers: admin.headers,
  });
  if (response.statusCode !== 201) throw new Error(`could not start session ${n}: ${response.body}`);
  return response.json();
}

export async function getTournament(t: TestApp, id: number): Promise<Tournament> {
  const response = await t.app.inject({ url: `/api/tournaments/${id}` });
  if (response.statusCode !== 200) throw new Error(`could not read the tournament: ${response.body}`);
  return response.json();
}

/** Plays a started table's game to its end with random hands, recorded by its East seat. */
export async function playTable(
  t: TestApp,
  players: readonly TestPlayer[],
  gameId: number,
  random: Random,
): Promise<GameView> {
  const game = await getGame(t, { variant: 'jp', id: gameId });
  const east = players.find((player) => player.player.id === game.players[0]?.id);
  if (!east) throw new Error('the East seat is not one of the players');
  return playRounds(t, game, east.headers, drawGame(random, 'jp', [1, 1, 1, 1]));
}
