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
});
