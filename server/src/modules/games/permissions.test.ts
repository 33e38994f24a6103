import type { GameView } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame, getGame, playRounds, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

type Role = 'visitor' | 'other player' | 'seated player' | 'recorder' | 'admin';

/** Who may do what to a game (DESIGN §5): every write, every role. */
const EXPECTED: Record<string, Record<Role, number>> = {
  'record a hand': { visitor: 401, 'other player': 403, 'seated player': 403, recorder: 200, admin: 200 },
  'undo the last hand': {
    visitor: 401,
    'other player': 403,
    'seated player': 403,
    recorder: 200,
    admin: 200,
  },
  'correct a hand': { visitor: 401, 'other player': 403, 'seated player': 403, recorder: 200, admin: 200 },
  'record a chombo': { visitor: 401, 'other player': 403, 'seated player': 403, recorder: 201, admin: 201 },
  'end the game early': {
    visitor: 401,
    'other player': 403,
    'seated player': 403,
    recorder: 403,
    admin: 200,
  },
  'delete the game': { visitor: 401, 'other player': 403, 'seated player': 403, recorder: 403, admin: 204 },
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
          'other player': other.headers,
          'seated player': players[1]!.headers,
          recorder: recorder.headers,
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

  it('nothing can be recorded once the game has ended, not even by an admin', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const ended = await playRounds(t, game, recorder.headers, [ron(1, 2, 13, 30)]);
    const response = await write('record a hand', ended, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('GAME_ENDED');
  });
});
