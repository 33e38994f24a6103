import {
  type HongKongRules,
  playHongKongGame,
  playRiichiGame,
  type RiichiRules,
  RULESET_PRESETS,
} from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.ts';
import { loadGameView } from '../../modules/games/view/view-service.ts';
import { leaderboard } from '../../modules/leaderboard/service.ts';
import { readTournament } from '../../modules/tournaments/service.ts';
import { createTestDatabase } from '../../test/database.ts';
import { drawGame } from './play.ts';
import { seededRandom } from './random.ts';
import { type DemoSummary, seedDemo } from './seed.ts';

describe('the demo club', () => {
  let database: DatabaseHandle;
  let summary: DemoSummary;
  const now = new Date('2026-11-21T18:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await seedDemo(database.db, {
      random: seededRandom(7),
      now,
      passwordHash: 'not-a-real-hash',
      playerCount: 10,
      finishedGames: 16,
    });
    // A small club, yet some thirty games through every service: minutes on a busy machine.
  }, 300_000);
  afterAll(() => database.close());

  it('has players, two seasons, finished games and two games in progress', async () => {
    expect(summary).toMatchObject({
      seasons: 2,
      finishedGames: 16,
      presetGames: RULESET_PRESETS.length,
      liveGames: 2,
      admin: 'mei',
    });
    expect(summary.usernames).toHaveLength(10);
    const games = await database.db
      .selectFrom('games')
      .select(['id', 'variant', 'status'])
      .orderBy('id')
      .execute();
    // Sixteen games of the club, one under each preset, and the finished tournament's: eight players,
    // two tables, three sessions.
    expect(summary).toMatchObject({ tournaments: 1, tournamentGames: 6 });
    expect(games.filter((g) => g.status === 'FINISHED')).toHaveLength(16 + RULESET_PRESETS.length + 6);
    expect(games.filter((g) => g.status === 'IN_PROGRESS')).toHaveLength(2);
    const current = await database.db.selectFrom('seasons').select(['startDate', 'endDate']).execute();
    expect(current.some((s) => s.startDate <= '2026-11-21' && s.endDate >= '2026-11-21')).toBe(true);
  });

  it('has a finished game under each preset, played under that preset whole', async () => {
    const rows = await database.db
      .selectFrom('games')
      .select(['variant', 'rules', 'status'])
      .where('status', '=', 'FINISHED')
      .execute();
    for (const preset of RULESET_PRESETS) {
      const game = rows.find((row) => row.rules.id === preset.id && row.variant === preset.variant);
      expect(game?.rules, preset.id).toEqual(preset);
    }
  });

  it('has a finished tournament, every participant with a game in each of its three sessions', async () => {
    const rows = await database.db.selectFrom('tournaments').select('id').execute();
    expect(rows).toHaveLength(1);
    const tournament = await readTournament(database.db, rows[0]?.id ?? 0, null, {
      loadGame: (variant, id) => loadGameView(database.db, variant, id),
      now,
    });
    expect(tournament.status).toBe('finished');
    expect(tournament.standings).toHaveLength(8);
    expect(tournament.standings.every((row) => row.games === 3)).toBe(true);
  });

  it('stores every game exactly as the engine scores its hands', async () => {
    const games = await database.db.selectFrom('games').select(['id', 'variant']).execute();
    for (const { id, variant } of games) {
      const view = await loadGameView(database.db, variant, id);
      const inputs = (
        await database.db
          .selectFrom('rounds')
          .select('input')
          .where('gameId', '=', id)
          .orderBy('roundIndex')
          .execute()
      ).map((r) => r.input);
      const engine =
        variant === 'jp'
          ? playRiichiGame(inputs as never, view.rules as RiichiRules)
          : playHongKongGame(inputs as never, view.rules as HongKongRules);
      expect(view.totals).toEqual(engine.totals);
      expect(view.status === 'FINISHED').toBe(engine.ended);
      expect(view.finalScores).toEqual(engine.finalScores);
      expect(view.version).toBe(inputs.length);
      if (engine.ended) expect(Object.keys(view.eloDeltas)).toHaveLength(4);
      else expect(view.currentRound).not.toBeNull();
    }
  });

  it('fills the leaderboards', async () => {
    const all = await leaderboard(database.db, { variant: 'jp', type: 'RANKED', season: 'all', now });
    const hk = await leaderboard(database.db, { variant: 'hk', type: 'CASUAL', season: 'all', now });
    expect(all.length + hk.length).toBeGreaterThan(4);
  });

  it('draws the same hands from the same seed', () => {
    const skills = [1, 1.2, 0.8, 1];
    expect(drawGame(seededRandom(3), 'jp', skills)).toEqual(drawGame(seededRandom(3), 'jp', skills));
    expect(drawGame(seededRandom(3), 'hk', skills)).not.toEqual(drawGame(seededRandom(4), 'hk', skills));
  });
});
