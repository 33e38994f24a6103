import { tournamentNamespace } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances, type ListeningTestApp } from '../../test/app.ts';
import { getGame, playRounds, ron } from '../../test/games.ts';
import { watch } from '../../test/live.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';
import { createTournament, registerPlayers, seat } from '../../test/tournaments.ts';

// Two instances on one PostgreSQL database. Runs only with TEST_DATABASE_URL (left out on PGlite).
describe('a tournament across two instances', () => {
  let a: ListeningTestApp;
  let b: ListeningTestApp;
  beforeAll(async () => {
    [a, b] = await createTwoInstances();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('starts a session once when instances A and B are both asked at once: one set of games, 409 for the other', async () => {
    const admin = await createTestPlayer(a.app.db, { admin: true });
    const tournament = await createTournament(a, admin, { seating: 'random', sessions: 2 });
    const players = await registerPlayers(a, tournament.id, 8);
    await seat(a, admin, tournament.id, 1);
    const start = (t: ListeningTestApp) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournament.id}/sessions/1/start`,
        headers: admin.headers,
      });
    const answers = await Promise.all([start(a), start(b)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('SESSION_STARTED');
    const tables = await a.app.db
      .selectFrom('tournamentTables')
      .select('gameId')
      .where('tournamentId', '=', tournament.id)
      .execute();
    expect(tables).toHaveLength(2);
    const games = await a.app.db
      .selectFrom('gamePlayers')
      .select('gameId')
      .where(
        'playerId',
        'in',
        players.map((player) => player.player.id),
      )
      .execute();
    expect(new Set(games.map((row) => row.gameId))).toEqual(new Set(tables.map((row) => row.gameId)));
  });

  it('tells a screen on instance B of a hand recorded through instance A', async () => {
    const admin = await createTestPlayer(a.app.db, { admin: true });
    const tournament = await createTournament(a, admin, { seating: 'random', sessions: 1 });
    const players = await registerPlayers(a, tournament.id, 4);
    await seat(a, admin, tournament.id, 1);
    const started = await a.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/sessions/1/start`,
      headers: admin.headers,
    });
    const screen = watch(b.url, tournamentNamespace(tournament.id));
    const [snapshot] = await screen.received('tournament:update');
    const game = await getGame(a, { variant: 'jp', id: started.json().tables[0].gameId });
    const east = players.find((player) => player.player.id === game.players[0]?.id) as TestPlayer;
    await playRounds(a, game, east.headers, [ron(1, 0, 2, 30)]);
    const updates = await screen.received('tournament:update', 2);
    expect(updates[1].version).toBeGreaterThan(snapshot.version);
    expect(updates[1].tournament.sessionList[0].tables[0].game.roundsPlayed).toBe(1);
    screen.socket.disconnect();
  });
});
