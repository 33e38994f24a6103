import { CLUB_NIGHT_EVENT_SCHEMAS, CLUB_NIGHT_NAMESPACE } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../../test/app.ts';
import { checkInPlayers, confirmSeating, proposeSeating } from '../../test/club-night.ts';
import { getGame, playRounds, ron } from '../../test/games.ts';
import { watch } from '../../test/live.ts';
import { createTestPlayer } from '../../test/players.ts';

describe('the /club-night namespace', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  it('sends the board, then every check-in, seating and hand at a table, each one version on', async () => {
    const board = watch(t.url, CLUB_NIGHT_NAMESPACE);
    const [snapshot] = await board.received('club-night:snapshot');
    const start = snapshot.version;
    expect(snapshot.board.tables).toEqual([]);

    const players = await checkInPlayers(t, 9);
    const checkins = await board.received('club-night:checkins', 9);
    expect(checkins.at(-1).checkins).toHaveLength(9);
    expect(checkins.at(-1).waiting).toHaveLength(9);

    const proposal = await proposeSeating(t, players[0]!.headers);
    const confirmed = await confirmSeating(t, players[0]!.headers, proposal.id);
    const [seated] = await board.received('club-night:seated');
    expect(
      seated.tables.map((row: { table: number; game: { id: number } }) => [row.table, row.game.id]),
    ).toEqual(confirmed.tables.map((table) => [table.table, table.gameId]));
    expect(seated.tables[0].game.dealerSeat).toBe(0);
    expect(seated.waiting.map((p: { id: number }) => p.id)).toEqual(proposal.waiting);

    // A hand at table 2, recorded by its East seat.
    const east = players.find((p) => p.player.id === proposal.tables[1]!.playerIds[0])!;
    const game = await getGame(t, { variant: 'jp', id: confirmed.tables[1]!.gameId });
    const played = await playRounds(t, game, east.headers, [ron(1, 0, 3, 30)]);
    const [table] = await board.received('club-night:table');
    expect(table.table.table).toBe(2);
    expect(table.table.game).toMatchObject({
      id: game.id,
      version: played.version,
      roundsPlayed: 1,
      totals: played.totals,
      dealerSeat: 1,
    });

    // Asking again gives the same board as the events built.
    board.socket.emit('club-night:resync');
    const [, again] = await board.received('club-night:snapshot', 2);
    expect(again.version).toBe(table.version);
    expect(again.board.tables[1].game.roundsPlayed).toBe(1);

    // Every event is in the contract, and the versions run one by one.
    const sent = board.events;
    for (const { name, payload } of sent) {
      const schema = CLUB_NIGHT_EVENT_SCHEMAS[name as keyof typeof CLUB_NIGHT_EVENT_SCHEMAS];
      expect(schema, `${name} is not in the contract`).toBeDefined();
      expect(() => schema.parse(payload), name).not.toThrow();
    }
    // A deleted table has a test of its own (live/closing-time.test.ts).
    const expected = Object.keys(CLUB_NIGHT_EVENT_SCHEMAS).filter(
      (name) => name !== 'club-night:table-removed',
    );
    expect(new Set(sent.map((event) => event.name))).toEqual(new Set(expected));
    const versions = sent
      .filter((event) => event.name !== 'club-night:snapshot')
      .map((e) => e.payload.version);
    expect(versions).toEqual(versions.map((_, index) => start + 1 + index));
    board.socket.disconnect();
  });

  it('moves a finished table to its results and its players back to waiting', async () => {
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const players = await checkInPlayers(t, 4);
    const proposal = await proposeSeating(t, admin.headers);
    const confirmed = await confirmSeating(t, admin.headers, proposal.id);
    const board = watch(t.url, CLUB_NIGHT_NAMESPACE);
    await board.received('club-night:snapshot');
    const game = await getGame(t, { variant: 'jp', id: confirmed.tables[0]!.gameId });
    // A dealer yakuman that busts a seat ends the game.
    await playRounds(t, game, admin.headers, [ron(0, 1, 13, 30)]);
    const [ended] = await board.received('club-night:table');
    expect(ended.table.game.status).toBe('FINISHED');
    expect(ended.table.game.placements).toEqual(expect.any(Array));
    expect(Object.keys(ended.table.game.eloDeltas)).toHaveLength(4);
    const ids = players.map((p) => p.player.id);
    expect(ended.waiting.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining(ids));
    board.socket.disconnect();
  });
});
