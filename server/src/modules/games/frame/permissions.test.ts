import type { GameView } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestGame, getGame, playRounds, ron } from '../../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../../test/players.ts';

type Role = 'visitor' | 'unseated player' | 'seated player' | 'creator' | 'admin';

/**
 * Who may do what to a game (SECURITY.md): every write, every role. The four seated players record
 * their game as well as the member who started it (a tablemate takes over a dead phone); ending
 * and deleting stay with admins.
 */
const EXPECTED: Record<string, Record<Role, number>> = {
  'record a hand': { visitor: 401, 'unseated player': 403, 'seated player': 200, creator: 200, admin: 200 },
  'undo the last hand': {
    visitor: 401,
    'unseated player': 403,
    'seated player': 200,
    creator: 200,
    admin: 200,
  },
  'correct a hand': { visitor: 401, 'unseated player': 403, 'seated player': 200, creator: 200, admin: 200 },
  'record a chombo': {
    visitor: 401,
    'unseated player': 403,
    'seated player': 201,
    creator: 201,
    admin: 201,
  },
  'end the game early': {
    visitor: 401,
    'unseated player': 403,
    'seated player': 403,
    creator: 403,
    admin: 200,
  },
  'delete the game': { visitor: 401, 'unseated player': 403, 'seated player': 403, creator: 403, admin: 204 },
};

describe('who may write to a game', () => {
  let t: TestApp;
  let admin: TestPlayer;
  let other: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
    other = await createTestPlayer(t.app.db, { japaneseQualified: true, hongKongQualified: true });
  });
  afterAll(() => t.close());

  function write(action: string, game: GameView, headers: Record<string, string>) {
    const base = `/api/games/${game.variant}/${game.id}`;
    const version = `expectedVersion=${game.version}`;
    switch (action) {
      case 'record a hand':
        return t.app.inject({
          method: 'POST',
          url: `${base}/rounds`,
          headers,
          payload: { expectedVersion: game.version, ...ron(2, 3, 1, 30) },
        });
      case 'undo the last hand':
        return t.app.inject({ method: 'DELETE', url: `${base}/rounds/last?${version}`, headers });
      case 'correct a hand':
        return t.app.inject({
          method: 'PUT',
          url: `${base}/rounds/0`,
          headers,
          payload: { expectedVersion: game.version, ...ron(1, 2, 3, 30) },
        });
      case 'record a chombo':
        return t.app.inject({
          method: 'POST',
          url: `${base}/chombo`,
          headers,
          payload: {
            expectedVersion: game.version,
            playerId: game.players[0]!.id,
            reason: 'Dead hand declared tenpai',
          },
        });
      case 'end the game early':
        return t.app.inject({ method: 'POST', url: `${base}/end?${version}`, headers });
      default:
        return t.app.inject({ method: 'DELETE', url: `${base}?${version}`, headers });
    }
  }

  for (const [action, byRole] of Object.entries(EXPECTED)) {
    for (const [role, status] of Object.entries(byRole) as Array<[Role, number]>) {
      it(`${role}: ${action} → ${status}`, async () => {
        const { game, recorder, players } = await createTestGame(t, 'jp', 'RANKED');
        const played = await playRounds(t, game, recorder.headers, [ron(1, 2, 2, 30)]);
        const headers = {
          visitor: {},
          'unseated player': other.headers,
          'seated player': players[1]!.headers,
          creator: recorder.headers,
          admin: admin.headers,
        }[role];
        const response = await write(action, played, headers);
        expect(response.statusCode, response.body).toBe(status);
        if (status >= 400) {
          // A refused write changes nothing.
          expect(await getGame(t, played)).toEqual(played);
        }
      });
    }
  }

  it('a tablemate takes over from the creator, and each hand shows who recorded it', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const first = await playRounds(t, game, recorder.headers, [ron(1, 2, 2, 30)]);
    expect(first.rounds.at(-1)?.recordedBy).toBe(recorder.player.username);
    const tablemate = players[2]!;
    const second = await playRounds(t, first, tablemate.headers, [ron(0, 3, 3, 30)]);
    expect(second.rounds.map((round) => round.recordedBy)).toEqual([
      recorder.player.username,
      tablemate.player.username,
    ]);
    expect(await getGame(t, second)).toEqual(second);

    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/games/jp/${game.id}/rounds/0`,
      headers: admin.headers,
      payload: { expectedVersion: second.version, ...ron(1, 2, 3, 30) },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().rounds.map((round: { recordedBy: string }) => round.recordedBy)).toEqual([
      admin.player.username,
      tablemate.player.username,
    ]);
  });

  it('a player seated at another game cannot record this one', async () => {
    const { game } = await createTestGame(t, 'jp');
    const elsewhere = await createTestGame(t, 'jp');
    const response = await write('record a hand', game, elsewhere.players[0]!.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/this game's players/);
    expect(await getGame(t, game)).toEqual(game);
  });

  it('nothing can be recorded once the game has ended, not even by an admin', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const ended = await playRounds(t, game, recorder.headers, [ron(1, 2, 13, 30)]);
    const response = await write('record a hand', ended, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('GAME_ENDED');
  });
});
