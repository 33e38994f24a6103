import { type GameView, tournamentNamespace, tournamentUpdateEventSchema } from '@mahjong/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListeningTestApp, createTestApp, type TestApp } from '../../test/app.ts';
import { getGame, playRounds, ron } from '../../test/games.ts';
import { watch } from '../../test/live.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';
import {
  createTournament,
  getTournament,
  registerPlayers,
  seat,
  startSession,
} from '../../test/tournaments.ts';

/** A clock the test moves by hand. */
function handClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => now,
    move: (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

// Each test makes an app on a fresh database: slow on a busy machine.
describe("a session's clock", { timeout: 90_000 }, () => {
  let t: TestApp;
  afterEach(() => t.close());

  /** A started one-session tournament of four: the admin, the players, the table's game and its East seat. */
  async function oneTable(rules?: Record<string, unknown>) {
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const tournament = await createTournament(t, admin, {
      seating: 'random',
      sessions: 1,
      sessionMinutes: 60,
      ...(rules ? { rules } : {}),
    });
    const players = await registerPlayers(t, tournament.id, 4);
    await seat(t, admin, tournament.id, 1);
    const started = await startSession(t, admin, tournament.id, 1);
    const gameId = started.tables[0]?.gameId as number;
    const game = await getGame(t, { variant: 'jp', id: gameId });
    const east = players.find((player) => player.player.id === game.players[0]?.id) as TestPlayer;
    return { admin, tournament, game, east, started };
  }

  const lastHandOfTable = async (tournamentId: number) =>
    (await getTournament(t, tournamentId)).sessionList[0]?.tables[0]?.game?.lastHand;

  it('says "last hand" on the game and the tournament once time is up, and the next hand ends the game', async () => {
    const time = handClock('2026-11-28T10:00:00Z');
    t = await createTestApp({}, { tournaments: { clock: time.clock } });
    const { tournament, game, east, started } = await oneTable();
    expect(started.endsAt).toBe('2026-11-28T11:00:00.000Z');
    const first = await playRounds(t, game, east.headers, [ron(1, 0, 2, 30)]);
    expect(first.status).toBe('IN_PROGRESS');
    expect((await getGame(t, game)).tournament?.lastHand).toBe(false);

    time.move(61);
    expect((await getGame(t, game)).tournament?.lastHand).toBe(true);
    expect(await lastHandOfTable(tournament.id)).toBe(true);
    // The club's rules finish the hand being played: it is the last.
    const last = await playRounds(t, first, east.headers, [ron(2, 1, 2, 30)]);
    expect(last.status).toBe('FINISHED');
    expect(last.rounds).toHaveLength(2);
    expect(last.finalResults?.map((result) => result.playerId)).toEqual(
      game.players.map((player) => player.id),
    );
    const after = await getTournament(t, tournament.id);
    expect(after.sessionList[0]?.status).toBe('finished');
    expect(after.standings.every((row) => row.games === 1)).toBe(true);
  });

  it('plays one more hand where the rules say so, and plays on when time is added', async () => {
    const time = handClock('2026-11-28T10:00:00Z');
    t = await createTestApp({}, { tournaments: { clock: time.clock } });
    const { admin, tournament, game, east } = await oneTable({ afterTime: 'oneMoreHand' });
    time.move(60);
    let current: GameView = await playRounds(t, game, east.headers, [ron(1, 0, 2, 30)]);
    expect(current.status).toBe('IN_PROGRESS');
    // Five more minutes for table 1: the time is no longer up.
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/sessions/1/time`,
      headers: admin.headers,
      payload: { action: 'add', minutes: 5, table: 1 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().sessionList[0].clock.extraMinutes).toEqual({ '1': 5 });
    expect((await getGame(t, game)).tournament).toMatchObject({
      endsAt: '2026-11-28T11:05:00.000Z',
      lastHand: false,
    });
    current = await playRounds(t, current, east.headers, [ron(2, 1, 2, 30), ron(3, 2, 2, 30)]);
    expect(current.status).toBe('IN_PROGRESS');

    time.move(5);
    expect(await lastHandOfTable(tournament.id)).toBe(true);
    current = await playRounds(t, current, east.headers, [ron(0, 3, 2, 30)]);
    expect(current.status).toBe('IN_PROGRESS');
    current = await playRounds(t, current, east.headers, [ron(0, 3, 2, 30)]);
    expect(current.status).toBe('FINISHED');
  });

  it('stops while paused and runs on from where it stopped', async () => {
    const time = handClock('2026-11-28T10:00:00Z');
    t = await createTestApp({}, { tournaments: { clock: time.clock } });
    const { admin, tournament, game } = await oneTable();
    const clockAction = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournament.id}/sessions/1/time`,
        headers: admin.headers,
        payload,
      });
    time.move(20);
    const paused = (await clockAction({ action: 'pause' })).json();
    expect(paused.sessionList[0].clock).toMatchObject({ endsAt: null, pausedRemainingSeconds: 40 * 60 });
    time.move(120);
    expect((await getGame(t, game)).tournament).toMatchObject({ endsAt: null, lastHand: false });
    const resumed = (await clockAction({ action: 'resume' })).json();
    // Paused at 10:20 with 40 minutes left, resumed at 12:20.
    expect(resumed.sessionList[0].clock.endsAt).toBe('2026-11-28T13:00:00.000Z');
    const refused = await clockAction({ action: 'add' });
    expect(refused.statusCode).toBe(400);
  });

  it('ends a table early with a reason, through the games’ own end', async () => {
    t = await createTestApp();
    const { admin, tournament, game, east } = await oneTable();
    await playRounds(t, game, east.headers, [ron(1, 0, 2, 30)]);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/sessions/1/tables/1/end`,
      headers: admin.headers,
      payload: { reason: 'the venue closes' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().sessionList[0].tables[0].game.status).toBe('FINISHED');
    expect((await getGame(t, game)).status).toBe('FINISHED');
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('action', '=', 'tournament.table.end')
      .executeTakeFirst();
    expect(audit?.after).toMatchObject({ reason: 'the venue closes' });
  });
});

// Each test makes an app on a fresh database: slow on a busy machine.
describe("a tournament's live namespace", { timeout: 90_000 }, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('sends the tournament on connect and again, a version on, after a hand at one of its tables', async () => {
    const listening = await createListeningTestApp();
    t = listening;
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const tournament = await createTournament(t, admin, { seating: 'random', sessions: 1 });
    const players = await registerPlayers(t, tournament.id, 4);
    await seat(t, admin, tournament.id, 1);
    const started = await startSession(t, admin, tournament.id, 1);
    const screen = watch(listening.url, tournamentNamespace(tournament.id));
    const [snapshot] = await screen.received('tournament:update');
    const first = tournamentUpdateEventSchema.parse(snapshot);
    expect(first.tournament.sessionList[0]?.status).toBe('running');

    const game = await getGame(t, { variant: 'jp', id: started.tables[0]?.gameId as number });
    const east = players.find((player) => player.player.id === game.players[0]?.id) as TestPlayer;
    await playRounds(t, game, east.headers, [ron(1, 0, 2, 30)]);
    const updates = await screen.received('tournament:update', 2);
    const update = tournamentUpdateEventSchema.parse(updates[1]);
    expect(update.version).toBe(first.version + 1);
    expect(update.tournament.sessionList[0]?.tables[0]?.game?.roundsPlayed).toBe(1);

    // A penalty is a change too.
    await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/penalties`,
      headers: admin.headers,
      payload: { playerId: east.player.id, amount: 2, reason: 'late' },
    });
    await vi.waitFor(() =>
      expect(
        screen.events.filter((event) => event.name === 'tournament:update').at(-1)?.payload.tournament
          .penalties,
      ).toHaveLength(1),
    );
    // An admin deletes the table's game: the screens hear the table has none.
    const current = await getGame(t, game);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}?expectedVersion=${current.version}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    await vi.waitFor(() =>
      expect(
        screen.events.filter((event) => event.name === 'tournament:update').at(-1)?.payload.tournament
          .sessionList[0].tables[0].gameId,
      ).toBeNull(),
    );
    screen.socket.disconnect();
  });

  it('refuses a namespace of no tournament', async () => {
    const listening = await createListeningTestApp();
    t = listening;
    const screen = watch(listening.url, tournamentNamespace(424242));
    const error = await new Promise<Error>((resolve) => screen.socket.once('connect_error', resolve));
    expect(error.message).toMatch(/no such tournament/);
    screen.socket.disconnect();
  });
});
