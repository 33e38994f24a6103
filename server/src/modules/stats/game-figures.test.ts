import type { Stats } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame, draw, playRounds, ron } from '../../test/games.ts';
import { createTestPlayer } from '../../test/players.ts';

/** Seat 1 rons a yakuman off seat 0, who busts: the game ends. */
const bustingYakuman = ron(1, 0, 13, 30);

// The stats sum figures kept per game and version: a game that changes after it was counted must be
// counted as it is now, never as it was.
describe('statistics after a counted game changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const clubStats = async (): Promise<Stats> =>
    (await t.app.inject({ url: '/api/stats/jp?type=CASUAL' })).json();

  it('follows a game that is reopened, played on and ended again', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const ended = await playRounds(t, game, recorder.headers, [draw([0]), bustingYakuman]);
    expect(ended.status).toBe('FINISHED');
    const before = await clubStats();
    expect(before).toMatchObject({ games: 1, roundsPlayed: 2 });
    expect(before.winRate).toBe(1 / 8);

    // An ended game is corrected by an admin; reopened, it is its recorder's to play on.
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}/rounds/last?expectedVersion=${ended.version}`,
      headers: admin.headers,
    });
    expect(undo.statusCode).toBe(200);
    expect(await clubStats()).toMatchObject({ games: 0, roundsPlayed: 0 });

    await playRounds(t, undo.json(), recorder.headers, [draw([1]), draw([]), bustingYakuman]);
    const after = await clubStats();
    expect(after).toMatchObject({ games: 1, roundsPlayed: 4 });
    expect(after.winRate).toBe(1 / 16);
    expect(after.riichiRate).toBe(0);
  });
});
