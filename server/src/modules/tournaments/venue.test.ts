/**
 * A tournament room: 120 phones and the projector's board behind one address, with the limits as
 * they ship, all on the tournament's live namespace; a hand at one of its 30 tables reaches every one.
 */
import { tournamentNamespace, tournamentUpdateEventSchema } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../../test/app.ts';
import { getGame, playRounds, ron } from '../../test/games.ts';
import { type Watcher, watch } from '../../test/live.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';
import { createTournament, registerPlayers, seat, startSession } from '../../test/tournaments.ts';

const PHONES = 120;

describe('a tournament room, with the limits as they ship', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it(`sends a hand's standings to ${PHONES} phones and the board behind one address`, {
    timeout: 300_000,
  }, async () => {
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const tournament = await createTournament(t, admin, { seating: 'random', sessions: 1 });
    const players = await registerPlayers(t, tournament.id, PHONES);
    await seat(t, admin, tournament.id, 1);
    const started = await startSession(t, admin, tournament.id, 1);
    expect(started.tables).toHaveLength(30);

    const namespace = tournamentNamespace(tournament.id);
    const screens: Watcher[] = [];
    // The room arriving, twenty at a time; the board last.
    for (let start = 0; start < PHONES; start += 20) {
      const arriving = Array.from({ length: 20 }, () => watch(t.url, namespace));
      await Promise.all(arriving.map((phone) => phone.received('tournament:update')));
      screens.push(...arriving);
    }
    const board = watch(t.url, namespace);
    await board.received('tournament:update');
    screens.push(board);
    expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(PHONES + 1);
    const before = tournamentUpdateEventSchema.parse((await board.received('tournament:update'))[0]).version;

    const game = await getGame(t, { variant: 'jp', id: started.tables[7]?.gameId as number });
    const east = players.find((player) => player.player.id === game.players[0]?.id) as TestPlayer;
    const posted = performance.now();
    await playRounds(t, game, east.headers, [ron(1, 0, 2, 30)]);
    const arrivals = await Promise.all(
      screens.map(async (screen) => {
        await screen.received('tournament:update', 2);
        return performance.now();
      }),
    );
    console.log(
      `a hand at table 8 of 30 → ${screens.length} screens: the last within ${(Math.max(...arrivals) - posted).toFixed(0)} ms of the POST`,
    );
    for (const screen of screens) {
      const update = tournamentUpdateEventSchema.parse(
        screen.events.filter((event) => event.name === 'tournament:update')[1]?.payload,
      );
      expect(update.version).toBe(before + 1);
      expect(update.tournament.sessionList[0]?.tables[7]?.game?.roundsPlayed).toBe(1);
    }
    expect(screens.some((screen) => screen.events.some((event) => event.name === 'live:refused'))).toBe(
      false,
    );
    for (const screen of screens) screen.socket.disconnect();
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(0));
  });
});
