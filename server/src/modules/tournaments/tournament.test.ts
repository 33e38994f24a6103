import type { GameView, RiichiRoundInput, Standing, Tournament } from '@mahjong/shared';
import { meetingsOf, repeatMeetings } from '@mahjong/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { drawGame } from '../../scripts/demo/play.ts';
import { seededRandom } from '../../scripts/demo/random.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { getGame, playRounds } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';
import {
  createTournament,
  getTournament,
  registerPlayers,
  seat,
  startSession,
} from '../../test/tournaments.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each player's points as the standings should have them: final points of every finished game, less penalties. */
function expectedPoints(
  games: readonly GameView[],
  penalties: ReadonlyMap<number, number>,
): Map<number, number> {
  const points = new Map<number, number>();
  for (const game of games) {
    for (const result of game.finalResults ?? []) {
      points.set(result.playerId, (points.get(result.playerId) ?? 0) + result.points);
    }
  }
  for (const [playerId, amount] of penalties) points.set(playerId, (points.get(playerId) ?? 0) - amount);
  return new Map([...points].map(([id, value]) => [id, round2(value)]));
}

/** The fewest repeat meetings of any seating of `players` (an exhaustive search, bounded by the best so far). */
function fewestRepeats(players: readonly number[], met: ReadonlySet<string>): number {
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  let best = Number.POSITIVE_INFINITY;
  const search = (left: readonly number[], cost: number) => {
    if (cost >= best) return;
    const [head, ...rest] = left;
    if (head === undefined) {
      best = cost;
      return;
    }
    for (let i = 0; i < rest.length; i += 1) {
      for (let j = i + 1; j < rest.length; j += 1) {
        for (let k = j + 1; k < rest.length; k += 1) {
          const table = [head, rest[i], rest[j], rest[k]] as number[];
          let extra = 0;
          for (let x = 0; x < 4; x += 1)
            for (let y = x + 1; y < 4; y += 1)
              if (met.has(key(table[x] as number, table[y] as number))) extra += 1;
          search(
            rest.filter((player) => !table.includes(player)),
            cost + extra,
          );
        }
      }
    }
  };
  search(players, 0);
  return best;
}

function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

// Each test makes an app on a fresh database: slow on a busy machine.
describe('a tournament through the API', { timeout: 90_000 }, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('plays a 16-player, 4-session Swiss tournament to the end: seatings, standings, results, a late correction', async () => {
    const draw = seededRandom(33);
    t = await createTestApp({}, { tournaments: { random: () => draw.next() } });
    const admin = await createTestPlayer(t.app.db, { admin: true, japaneseQualified: true });
    const tournament = await createTournament(t, admin);
    expect(tournament).toMatchObject({
      status: 'upcoming',
      sessions: 4,
      seating: 'swiss',
      registrationOpen: true,
    });
    const players = await registerPlayers(t, tournament.id, 16);
    const ids = players.map((player) => player.player.id).sort((a, b) => a - b);

    const played: number[][][] = [];
    const inputsByGame = new Map<number, RiichiRoundInput[]>();
    const penalties = new Map<number, number>();
    for (let n = 1; n <= 4; n += 1) {
      const seating = await seat(t, admin, tournament.id, n);
      // Everyone once, four to a table.
      expect(seating.tables.map((table) => table.playerIds.length)).toEqual([4, 4, 4, 4]);
      expect(seating.tables.flatMap((table) => table.playerIds).sort((a, b) => a - b)).toEqual(ids);
      // Repeat meetings as counted from the earlier sessions, and no more than any seating must have.
      const tables = seating.tables.map((table) => table.playerIds);
      expect(seating.repeatMeetings).toBe(repeatMeetings(tables, meetingsOf(played)));
      expect(seating.repeatMeetings).toBe(fewestRepeats(ids, meetingsOf(played)));
      played.push(tables);

      const started = await startSession(t, admin, tournament.id, n);
      expect(started.tables.map((table) => table.table)).toEqual([1, 2, 3, 4]);
      for (const { table, gameId } of started.tables) {
        const game = await getGame(t, { variant: 'jp', id: gameId });
        expect(game.players.map((player) => player.id)).toEqual(tables[table - 1]);
        expect(game.type).toBe('RANKED');
        expect(game.tournament).toEqual({
          id: tournament.id,
          name: 'Autumn Open',
          session: n,
          table,
          endsAt: started.endsAt,
          lastHand: false,
        });
        const east = players.find((player) => player.player.id === game.players[0]?.id) as TestPlayer;
        const inputs = drawGame(draw, 'jp', [1, 1, 1, 1]) as RiichiRoundInput[];
        inputsByGame.set(gameId, inputs);
        const ended = await playRounds(t, game, east.headers, inputs);
        expect(ended.status).toBe('FINISHED');
      }
      if (n === 2) {
        // A penalty that stays, and one given by mistake and removed.
        const target = ids[3] as number;
        const give = (amount: number) =>
          t.app.inject({
            method: 'POST',
            url: `/api/tournaments/${tournament.id}/penalties`,
            headers: admin.headers,
            payload: { playerId: target, amount, reason: 'slow play' },
          });
        expect((await give(3.5)).statusCode).toBe(201);
        const mistaken = (await give(20)).json() as Tournament;
        const penaltyId = mistaken.penalties.find((penalty) => penalty.amount === 20)?.id;
        const removed = await t.app.inject({
          method: 'DELETE',
          url: `/api/tournaments/${tournament.id}/penalties/${penaltyId}`,
          headers: admin.headers,
        });
        expect(removed.statusCode).toBe(204);
        penalties.set(target, 3.5);
        const audit = await t.app.db
          .selectFrom('auditLog')
          .select('action')
          .where('action', 'like', 'tournament.penalty.%')
          .orderBy('id')
          .execute();
        expect(audit.map((row) => row.action)).toEqual([
          'tournament.penalty.add',
          'tournament.penalty.add',
          'tournament.penalty.remove',
        ]);
      }
    }

    const finished = await getTournament(t, tournament.id);
    expect(finished.status).toBe('finished');
    expect(finished.sessionList.map((session) => session.status)).toEqual([
      'finished',
      'finished',
      'finished',
      'finished',
    ]);
    const gameIds = finished.sessionList.flatMap((session) =>
      session.tables.map((table) => table.gameId as number),
    );
    const games = await Promise.all(gameIds.map((id) => getGame(t, { variant: 'jp', id })));
    const expected = expectedPoints(games, penalties);

    const standings = (
      await t.app.inject({ url: `/api/tournaments/${tournament.id}/standings` })
    ).json() as Standing[];
    expect(standings).toHaveLength(16);
    for (const row of standings) {
      expect(row.points).toBeCloseTo(expected.get(row.playerId) ?? Number.NaN, 2);
      expect(row.games).toBe(4);
    }
    expect(standings.map((row) => row.points)).toEqual(
      [...standings.map((row) => row.points)].sort((a, b) => b - a),
    );
    expect(standings.find((row) => row.playerId === ids[3])?.penalties).toBe(3.5);

    // results.csv says what the standings say, row by row.
    const csv = await t.app.inject({ url: `/api/tournaments/${tournament.id}/results.csv` });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([
      'place',
      'player',
      'points',
      'games',
      'average place',
      'average score',
      'penalties',
      'replaced games',
    ]);
    expect(rows).toEqual(
      standings.map((row) => [
        String(row.place),
        row.username,
        String(row.points),
        String(row.games),
        String(row.averagePlace),
        String(row.averageScore),
        String(row.penalties),
        '0',
      ]),
    );
    const ema = parseCsv((await t.app.inject({ url: `/api/tournaments/${tournament.id}/ema.csv` })).body);
    expect(ema[0]).toEqual(['position', 'name', 'points', 'score', 'replaced games']);
    expect(ema.slice(1).map((row) => row[1])).toEqual(standings.map((row) => row.username));

    // An admin corrects a hand of a session-1 game: that game's four players move, nobody else, no other game.
    const target = games[0] as GameView;
    const inputs = inputsByGame.get(target.id) as RiichiRoundInput[];
    let corrected: GameView | undefined;
    for (const [index, input] of inputs.entries()) {
      const [only] = input.transactions;
      if (input.transactions.length !== 1 || only?.transactionType !== 'DEAL_IN' || !only.hand) continue;
      const hand =
        'han' in only.hand && only.hand.han === 1 && only.hand.fu === 30
          ? { han: 2, fu: 30, dora: 0 }
          : { han: 1, fu: 30, dora: 0 };
      const payload = { expectedVersion: target.version, ...input, transactions: [{ ...only, hand }] };
      const url = `/api/games/jp/${target.id}/rounds/${index}`;
      const preview = await t.app.inject({
        method: 'PUT',
        url: `${url}?dryRun=true`,
        headers: admin.headers,
        payload,
      });
      if (preview.statusCode !== 200 || preview.json().status !== 'FINISHED') continue;
      const answer = await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload });
      expect(answer.statusCode).toBe(200);
      corrected = answer.json();
      break;
    }
    expect(corrected?.status).toBe('FINISHED');
    expect(corrected?.finalScores).not.toEqual(target.finalScores);
    const after = (
      await t.app.inject({ url: `/api/tournaments/${tournament.id}/standings` })
    ).json() as Standing[];
    const afterGames = await Promise.all(gameIds.map((id) => getGame(t, { variant: 'jp', id })));
    const movedPlayers = new Set(target.players.map((player) => player.id));
    const expectedAfter = expectedPoints(afterGames, penalties);
    for (const row of after) {
      expect(row.points).toBeCloseTo(expectedAfter.get(row.playerId) ?? Number.NaN, 2);
      const before = standings.find((entry) => entry.playerId === row.playerId) as Standing;
      if (!movedPlayers.has(row.playerId)) expect(row.points).toBe(before.points);
    }
    expect(
      after
        .filter((row) => movedPlayers.has(row.playerId))
        .some((row) => row.points !== standings.find((entry) => entry.playerId === row.playerId)?.points),
    ).toBe(true);
    for (const [index, game] of afterGames.entries()) {
      if (game.id !== target.id) expect(game.finalResults).toEqual(games[index]?.finalResults);
    }
  }, 120_000);

  it('refuses a prescripted line with an unknown player or a duplicate, naming the line', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const tournament = await createTournament(t, admin, { seating: 'prescripted', sessions: 2 });
    const players = await registerPlayers(t, tournament.id, 8);
    const [a, b, c, d, e, f, g, h] = players.map((player) => player.player.id);
    const seatBy = (script: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournament.id}/sessions/1/seating`,
        headers: admin.headers,
        payload: { script },
      });
    const unknown = await seatBy(
      `${a} ${b} ${c} ${d}\n${e} ${f} ${g} 99999\n\n${a} ${c} ${e} ${g}\n${b} ${d} ${f} ${h}`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'SEATING_SCRIPT_PROBLEM',
      params: { problem: 'unknownPlayer', line: 2, player: '99999' },
    });
    const duplicate = await seatBy(`${a} ${b} ${c} ${d}\n${e} ${f} ${a} ${h}`);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toMatchObject({
      code: 'SEATING_SCRIPT_PROBLEM',
      params: { problem: 'duplicatePlayer', line: 2 },
    });
    const short = await seatBy(`${a} ${b} ${c} ${d}\n${e} ${f} ${g}`);
    expect(short.json().error.params).toMatchObject({ problem: 'wrongCount', line: 2, count: 3 });

    const names = players.map((player) => player.player.username);
    const good = await seatBy(
      `${a} ${b} ${c} ${d}\n${names.slice(4).join(' ')}\n\n${a} ${c} ${e} ${g}\n${b} ${d} ${f} ${h}`,
    );
    expect(good.statusCode).toBe(201);
    expect(good.json().tables.map((table: { playerIds: number[] }) => table.playerIds)).toEqual([
      [a, b, c, d],
      [e, f, g, h],
    ]);
  });

  it('refuses to seat 18 players, saying two are missing (or two to drop), and seats 16 once two are dropped', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const tournament = await createTournament(t, admin, { seating: 'random' });
    const players = await registerPlayers(t, tournament.id, 18);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/sessions/1/seating`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'PLAYERS_NOT_MULTIPLE_OF_FOUR',
      params: { players: 18, missing: 2, over: 2 },
    });
    for (const player of players.slice(0, 2)) {
      const dropped = await t.app.inject({
        method: 'PATCH',
        url: `/api/tournaments/${tournament.id}/participants/${player.player.id}`,
        headers: admin.headers,
        payload: { status: 'dropped' },
      });
      expect(dropped.statusCode).toBe(200);
    }
    const seating = await seat(t, admin, tournament.id, 1);
    expect(seating.tables).toHaveLength(4);
    expect(seating.tables.flatMap((table) => table.playerIds)).not.toContain(players[0]?.player.id);
  });

  it('starts a session once: a second start is 409 and makes no games', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const tournament = await createTournament(t, admin, { seating: 'random' });
    await registerPlayers(t, tournament.id, 8);
    await seat(t, admin, tournament.id, 1);
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournament.id}/sessions/1/start`,
        headers: admin.headers,
      });
    expect((await start()).statusCode).toBe(201);
    const again = await start();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'SESSION_STARTED', params: { session: 1 } });
    const games = await t.app.db.selectFrom('games').select('id').execute();
    expect(games).toHaveLength(2);
    // Nor can a started session be seated again.
    const reseat = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/sessions/1/seating`,
      headers: admin.headers,
    });
    expect(reseat.statusCode).toBe(409);
  });

  it('refuses a player what only an admin may do', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const player = await createTestPlayer(t.app.db);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: player.headers,
      payload: { name: 'x', variant: 'jp', sessions: 1, sessionMinutes: 60, seating: 'random' },
    });
    expect(made.statusCode).toBe(403);
    const tournament = await createTournament(t, admin);
    const seatIt = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/sessions/1/seating`,
      headers: player.headers,
    });
    expect(seatIt.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/tournaments/999999' })).json().error.code).toBe(
      'TOURNAMENT_NOT_FOUND',
    );
  });
});
