import type { GameView, Standing, Tournament } from '@mahjong/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../scripts/demo/random.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { getGame } from '../../test/games.ts';
import { createTestPlayer } from '../../test/players.ts';
import {
  createTournament,
  getTournament,
  playTable,
  registerPlayers,
  seat,
  startSession,
} from '../../test/tournaments.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

// Each test makes an app on a fresh database: slow on a busy machine.
describe('a replaced participant', { timeout: 120_000 }, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("is given the fixed result for a substitute's game; the substitute counts for no one", async () => {
    const draw = seededRandom(37);
    t = await createTestApp({}, { tournaments: { random: () => draw.next() } });
    const admin = await createTestPlayer(t.app.db, { admin: true, japaneseQualified: true });
    const tournament = await createTournament(t, admin, { seating: 'random', sessions: 2 });
    expect(tournament.replacementResult).toEqual({ score: -15_000, uma: -15_000 });
    const players = await registerPlayers(t, tournament.id, 8);
    const everyone = [...players];

    await seat(t, admin, tournament.id, 1);
    const first = await startSession(t, admin, tournament.id, 1);
    for (const { gameId } of first.tables) await playTable(t, everyone, gameId, draw);

    const replaced = players[0]?.player.id as number;
    const substitute = await createTestPlayer(t.app.db, { japaneseQualified: true });
    everyone.push(substitute);
    const mark = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/tournaments/${tournament.id}/participants/${replaced}`,
        headers: admin.headers,
        payload,
      });
    // A substitute must not take part; a substitute goes only with "replaced".
    const taking = await mark({ status: 'replaced', substituteId: players[1]?.player.id });
    expect(taking.statusCode).toBe(400);
    expect(taking.json().error).toMatchObject({ code: 'SUBSTITUTE_TAKES_PART' });
    expect((await mark({ status: 'playing', substituteId: substitute.player.id })).statusCode).toBe(400);
    const marked = (
      await mark({ status: 'replaced', substituteId: substitute.player.id })
    ).json() as Tournament;
    expect(marked.participantList.find((p) => p.playerId === replaced)).toMatchObject({
      status: 'replaced',
      substitute: { id: substitute.player.id, username: substitute.player.username },
    });

    // The replaced participant is still seated; the substitute sits in their seat.
    const seating = await seat(t, admin, tournament.id, 2);
    const table = seating.tables.find((entry) => entry.playerIds.includes(replaced));
    const seatIndex = table?.playerIds.indexOf(replaced) as number;
    const second = await startSession(t, admin, tournament.id, 2);
    const substituted = second.tables.find((entry) => entry.table === table?.table)?.gameId as number;
    const game = await getGame(t, { variant: 'jp', id: substituted });
    expect(game.players[seatIndex]?.id).toBe(substitute.player.id);
    for (const { gameId } of second.tables) await playTable(t, everyone, gameId, draw);

    // By hand: every seat's final points, the substitute's seat counted for the replaced participant
    // at −15,000 and −15,000 uma (−30 in thousands), whatever the table gave the substitute.
    const finished = await getTournament(t, tournament.id);
    const games: GameView[] = await Promise.all(
      [...first.tables, ...second.tables].map(({ gameId }) => getGame(t, { variant: 'jp', id: gameId })),
    );
    const expected = new Map<number, { points: number; games: number; scores: number[] }>();
    const add = (playerId: number, points: number, score: number) => {
      const entry = expected.get(playerId) ?? { points: 0, games: 0, scores: [] };
      entry.points += points;
      entry.games += 1;
      entry.scores.push(score);
      expected.set(playerId, entry);
    };
    for (const played of games) {
      for (const result of played.finalResults ?? []) {
        if (result.playerId === substitute.player.id) add(replaced, -30, finished.rules.startPoints - 15_000);
        else add(result.playerId, result.points, result.score);
      }
    }
    const substituteResult = games
      .find((played) => played.id === substituted)
      ?.finalResults?.find((result) => result.playerId === substitute.player.id);
    expect(substituteResult).toBeDefined();

    const standings = (
      await t.app.inject({ url: `/api/tournaments/${tournament.id}/standings` })
    ).json() as Standing[];
    expect(standings).toHaveLength(8);
    expect(standings.map((row) => row.playerId)).not.toContain(substitute.player.id);
    for (const row of standings) {
      const entry = expected.get(row.playerId);
      expect(row.points).toBeCloseTo(round2(entry?.points ?? Number.NaN), 2);
      expect(row.games).toBe(2);
      expect(row.replacedGames).toBe(row.playerId === replaced ? 1 : 0);
    }
    const mine = standings.find((row) => row.playerId === replaced) as Standing;
    const own =
      games[0]?.finalResults?.find((result) => result.playerId === replaced) ??
      games[1]?.finalResults?.find((result) => result.playerId === replaced);
    expect(mine.points).toBeCloseTo(round2((own?.points ?? Number.NaN) - 30), 2);
    expect(mine.averagePlace).toBe(round2(((own?.place ?? Number.NaN) + 4) / 2));
    expect(mine.averageScore).toBe(
      round2(((own?.score ?? Number.NaN) + finished.rules.startPoints - 15_000) / 2),
    );
    expect(mine.status).toBe('replaced');

    const csv = parseCsv((await t.app.inject({ url: `/api/tournaments/${tournament.id}/results.csv` })).body);
    expect(csv[0]?.at(-1)).toBe('replaced games');
    const csvRow = csv.find((row) => row[1] === mine.username);
    expect(csvRow?.[2]).toBe(String(mine.points));
    expect(csvRow?.at(-1)).toBe('1');
    const ema = parseCsv((await t.app.inject({ url: `/api/tournaments/${tournament.id}/ema.csv` })).body);
    const emaRow = ema.find((row) => row[1] === mine.username);
    expect(emaRow?.[3]).toBe(String((own?.score ?? 0) - finished.rules.startPoints - 15_000));
    expect(emaRow?.at(-1)).toBe('1');
  });

  it('takes the fixed result as a setting: checked, answered, the last place uma when asked', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: admin.headers,
      payload: {
        name: 'x',
        variant: 'jp',
        sessions: 1,
        sessionMinutes: 60,
        seating: 'random',
        replacementResult: { score: 5000, uma: -15_000 },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('INVALID_INPUT');
    const tournament = await createTournament(t, admin, {
      seating: 'random',
      replacementResult: { score: -15_000, uma: 'lastPlace' },
    });
    expect(tournament.replacementResult).toEqual({ score: -15_000, uma: 'lastPlace' });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/tournaments/${tournament.id}`,
      headers: admin.headers,
      payload: { replacementResult: { score: -10_000, uma: -20_000 } },
    });
    expect(changed.json().replacementResult).toEqual({ score: -10_000, uma: -20_000 });
    const hk = await createTournament(t, admin, { variant: 'hk', seating: 'random' });
    expect(hk.replacementResult).toEqual({ score: 0, uma: 0 });
  });
});
