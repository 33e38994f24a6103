import { CLUB_NIGHT_NAMESPACE } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances, type ListeningTestApp } from '../../test/app.ts';
import { checkInPlayers, confirmSeating, proposeSeating } from '../../test/club-night.ts';
import { getGame, playRounds, ron } from '../../test/games.ts';
import { watch } from '../../test/live.ts';

// Two instances on one PostgreSQL database. Runs only with TEST_DATABASE_URL (left out on PGlite).
describe('the club night board across two instances', () => {
  let a: ListeningTestApp;
  let b: ListeningTestApp;
  beforeAll(async () => {
    [a, b] = await createTwoInstances();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('tells a board watching instance B of check-ins, seatings and hands made through instance A', async () => {
    const board = watch(b.url, CLUB_NIGHT_NAMESPACE);
    const [snapshot] = await board.received('club-night:snapshot');
    const players = await checkInPlayers(a, 4);
    const checkins = await board.received('club-night:checkins', 4);
    expect(checkins.at(-1).checkins).toHaveLength(4);
    const proposal = await proposeSeating(a, players[0]!.headers);
    const confirmed = await confirmSeating(a, players[0]!.headers, proposal.id);
    const [seated] = await board.received('club-night:seated');
    expect(seated.tables[0].game.id).toBe(confirmed.tables[0]!.gameId);
    const east = players.find((p) => p.player.id === proposal.tables[0]!.playerIds[0])!;
    const game = await getGame(a, { variant: 'jp', id: confirmed.tables[0]!.gameId });
    await playRounds(a, game, east.headers, [ron(1, 0, 2, 30)]);
    const [table] = await board.received('club-night:table');
    expect(table.table.game.roundsPlayed).toBe(1);
    expect(table.version).toBe(snapshot.version + 6);
    board.socket.disconnect();
  });

  it('seats the same players once when instances A and B confirm two proposals of them at once', async () => {
    const players = await checkInPlayers(a, 4);
    const first = await proposeSeating(a, players[0]!.headers);
    const second = await proposeSeating(b, players[1]!.headers);
    const confirm = (t: ListeningTestApp, id: number, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/seatings/${id}/confirm`, headers });
    const answers = await Promise.all([
      confirm(a, first.id, players[0]!.headers),
      confirm(b, second.id, players[1]!.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe(
      'SEATING_OUT_OF_DATE',
    );
    const seated = await a.app.db
      .selectFrom('gamePlayers')
      .select('gameId')
      .where(
        'playerId',
        'in',
        players.map((p) => p.player.id),
      )
      .execute();
    expect(new Set(seated.map((row) => row.gameId)).size).toBe(1);
  });
});
