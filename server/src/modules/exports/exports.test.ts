import { type GameView, playRiichiGame, type RiichiRoundInput } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame, draw, getGame, hkRon, playRounds, ron, tsumo } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';
import type { GameExport } from './schemas.ts';

describe('exports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A finished riichi game with a riichi, a deck-out with a stick left over, a double ron and a tsumo. */
  async function finishedGame() {
    const made = await createTestGame(t, 'jp', 'RANKED');
    const inputs: RiichiRoundInput[] = [
      ron(1, 2, 3, 40, [1]),
      draw([0, 3], [3]),
      {
        riichis: [],
        tenpais: [],
        transactions: [
          { transactionType: 'DEAL_IN', winner: 0, loser: 2, hand: { han: 2, fu: 30, dora: 1 } },
          { transactionType: 'DEAL_IN', winner: 3, loser: 2, hand: { han: 4, fu: 30, dora: 0 } },
        ],
      },
      tsumo(2, 2, 30),
      ron(0, 1, 13, 30),
    ];
    const game = await playRounds(t, made.game, made.recorder.headers, inputs);
    return { ...made, game, inputs };
  }

  it('exports a game as JSON that replays through the engine and the API to the same totals', async () => {
    const { game, inputs, players, recorder } = await finishedGame();
    expect(game.status).toBe('FINISHED');
    const response = await t.app.inject({ url: `/api/games/jp/${game.id}/export` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="game-jp-${game.id}.json"`);
    const exported: GameExport = response.json();
    expect(exported.rounds.map((round) => round.input)).toEqual(inputs);
    expect(exported.rounds[0]).toMatchObject({
      label: '東一局 0本場',
      scoreDeltas: game.rounds[0]!.scoreDeltas,
    });

    expect(exported.game.rules).toEqual(game.rules);
    expect(exported.finalResults).toEqual(game.finalResults);

    // The engine, fed the exported inputs and rules, reaches the exported totals and final scores.
    const rules = exported.game.rules;
    if (rules.variant !== 'jp') throw new Error('a riichi game exports riichi rules');
    const replayed = playRiichiGame(
      exported.rounds.map((round) => round.input as RiichiRoundInput),
      rules,
    );
    expect(replayed.ended).toBe(true);
    expect(replayed.totals).toEqual(exported.totals);
    expect(replayed.finalScores).toEqual(exported.finalScores);
    expect(replayed.rounds.map((round) => round.totals)).toEqual(
      exported.rounds.map((round) => round.totals),
    );

    // Recorded again as a new game through the API, it ends the same way.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: recorder.headers,
      payload: { variant: 'jp', type: 'CASUAL', players: players.map((p) => p.player.id) },
    });
    const copy = await playRounds(
      t,
      again.json() as GameView,
      recorder.headers,
      exported.rounds.map((round) => round.input as RiichiRoundInput),
    );
    expect(copy).toMatchObject({ status: 'FINISHED', totals: game.totals, finalScores: game.finalScores });
  });

  it('exports a game as CSV, one row per hand and the final scores', async () => {
    const { game, players } = await finishedGame();
    const response = await t.app.inject({ url: `/api/games/jp/${game.id}/export?format=csv` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const names = players.map((p) => p.player.username);
    expect(lines[0]).toBe(
      'hand,round,wind,number,honba,sticks_before,sticks_after,riichi,tenpai,transactions,' +
        `${names.map((n) => `${n} change`).join(',')},${names.map((n) => `${n} total`).join(',')},` +
        'ruleset,rules_changed',
    );
    // Hand 1: seat 1 riichi and rons seat 2 for 3 han 40 fu (1 280 × 4 → 5 200), gets its stick back.
    expect(lines[1]).toBe(
      `1,東一局 0本場,EAST,1,0,0,0,${names[1]},,DEAL_IN winner=${names[1]} loser=${names[2]} 3han 40fu 0dora,` +
        `0,5200,-5200,0,25000,30200,19800,25000,club,`,
    );
    // Hand 2: deck-out, seats 0 and 3 tenpai (+1 500 each), seat 3's stick stays on the table.
    expect(lines[2]).toBe(
      `2,東二局 0本場,EAST,2,0,0,1,${names[3]},${names[0]}; ${names[3]},,1500,-1500,-1500,500,26500,28700,18300,25500,club,`,
    );
    expect(lines).toHaveLength(game.rounds.length + 3);
    expect(lines.at(-2)).toBe(`,Final score,,,,,,,,,,,,,${game.finalScores!.join(',')},club,`);
  });

  it('exports Hong Kong games, and answers 404 for a game of another variant or none', async () => {
    const { game, recorder } = await createTestGame(t, 'hk');
    await playRounds(t, game, recorder.headers, [hkRon(2, 1, 4)]);
    const json = (await t.app.inject({ url: `/api/games/hk/${game.id}/export` })).json();
    expect(json.rounds[0]).toMatchObject({
      label: 'East 1',
      input: hkRon(2, 1, 4),
      scoreDeltas: [0, -48, 48, 0],
    });
    expect(json.rounds[0]).not.toHaveProperty('bonus');
    expect(json).toMatchObject({ finalScores: null, game: { status: 'IN_PROGRESS' } });
    const csv = (await t.app.inject({ url: `/api/games/hk/${game.id}/export?format=csv` })).body;
    expect(csv.split('\r\n')[1]).toMatch(
      /^1,East 1,EAST,1,,,,,,DEAL_IN winner=\S+ loser=\S+ 4pts,0,-48,48,0,/,
    );
    expect((await t.app.inject({ url: `/api/games/jp/${game.id}/export` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/games/hk/999999/export' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/games/hk/${game.id}/export?format=xml` })).statusCode).toBe(400);
  });

  it("says each game's rule set in the JSON, the game's CSV and the player's games CSV", async () => {
    const qualified = { japaneseQualified: true, hongKongQualified: true };
    const recorder = await createTestPlayer(t.app.db, qualified);
    const players: TestPlayer[] = [];
    for (let seat = 0; seat < 4; seat += 1) players.push(await createTestPlayer(t.app.db, qualified));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: recorder.headers,
      payload: {
        variant: 'jp',
        type: 'CASUAL',
        players: players.map((p) => p.player.id),
        ruleset: 'wrc',
        rules: { kiriage: false, oka: 4000 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const game = await playRounds(t, created.json(), recorder.headers, [ron(1, 2, 3, 40)]);
    const json = (await t.app.inject({ url: `/api/games/jp/${game.id}/export` })).json();
    expect(json.game.rules).toMatchObject({
      id: 'wrc',
      changed: ['kiriage', 'oka'],
      kiriage: false,
      oka: 4000,
    });
    const csv = (await t.app.inject({ url: `/api/games/jp/${game.id}/export?format=csv` })).body.split(
      '\r\n',
    );
    expect(csv[0]).toMatch(/,ruleset,rules_changed$/);
    expect(csv[1]).toMatch(/,wrc,kiriage=false; oka=4000$/);
    const mine = (await t.app.inject({ url: `/api/players/${players[0]!.player.id}/games.csv` })).body;
    expect(mine.trim().split('\r\n')[1]).toMatch(
      new RegExp(`^${game.id},jp,CASUAL,.*,wrc,kiriage=false; oka=4000$`),
    );
  });

  it('exports the leaderboard as CSV in the order of the leaderboard', async () => {
    const { game } = await finishedGame();
    const board = (await t.app.inject({ url: '/api/leaderboard/jp?season=all' })).json();
    const response = await t.app.inject({ url: '/api/leaderboard/jp.csv?season=all' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="leaderboard-jp-ranked-all.csv"',
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('rank,player_id,username,display_elo,elo,chombos,games,provisional');
    expect(lines).toHaveLength(board.length + 1);
    const winner = board[0];
    expect(lines[1]).toBe(
      `1,${winner.playerId},${winner.username},${winner.displayElo},${Math.round(winner.elo * 1000) / 1000},0,1,yes`,
    );
    expect(game.eloDeltas[String(winner.playerId)]).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/leaderboard/xx.csv' })).statusCode).toBe(400);
  });

  it("exports a player's games as CSV, filtered by variant and type", async () => {
    const { game, players } = await finishedGame();
    const me = players[1]!.player;
    const view = await getGame(t, game);
    const response = await t.app.inject({ url: `/api/players/${me.id}/games.csv?variant=jp&type=RANKED` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="games-${me.username}.csv"`);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toEqual([
      'game_id,variant,type,status,created_at,ended_at,seat,place,final_score,rating_change,east,south,west,north,' +
        'ruleset,rules_changed',
      [
        game.id,
        'jp',
        'RANKED',
        'FINISHED',
        view.createdAt,
        view.endedAt,
        1,
        view.placements![1],
        view.finalScores![1],
        Math.round(view.eloDeltas[String(me.id)]! * 1000) / 1000,
        ...players.map((p) => p.player.username),
        'club',
        '',
      ].join(','),
    ]);
    const casual = await t.app.inject({ url: `/api/players/${me.id}/games.csv?type=CASUAL` });
    expect(casual.body.trim().split('\r\n')).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/players/99999999/games.csv' })).statusCode).toBe(404);
  });
});
