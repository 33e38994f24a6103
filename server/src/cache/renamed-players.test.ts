import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClubChanges } from '../db/club-changes.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestPlayer } from '../test/players.ts';
import { AnswerCache } from './answer-cache.ts';

const board = z.array(z.object({ playerId: z.number(), username: z.string() }));
type Board = z.infer<typeof board>;
const names = (entries: Board) => entries.map((entry) => entry.playerId);

describe('a renaming drops only the answers that name the player', () => {
  /** Keeps a board naming `ids`, and says how many times it was computed. */
  function keeper(cache: AnswerCache) {
    const runs = new Map<string, number>();
    return {
      read: (key: string, ids: number[], saysWhom = true) =>
        cache.answer(
          key,
          board,
          async () => {
            runs.set(key, (runs.get(key) ?? 0) + 1);
            return ids.map((playerId) => ({ playerId, username: `p${playerId}` }));
          },
          undefined,
          saysWhom ? names : undefined,
        ),
      runs: (key: string) => runs.get(key) ?? 0,
    };
  }

  it('keeps the answers naming others or no one, drops those naming the player or not saying', async () => {
    const changes = new ClubChanges(true);
    const cache = new AnswerCache(changes);
    const answers = keeper(cache);
    const keys = ['names 7', 'names 8', 'names no one', 'does not say'];
    const read = () =>
      Promise.all([
        answers.read('names 7', [7, 9]),
        answers.read('names 8', [8]),
        answers.read('names no one', []),
        answers.read('does not say', [8], false),
      ]);
    await read();
    changes.changed('players', undefined, 7);
    await read();
    expect(keys.map(answers.runs)).toEqual([2, 1, 1, 2]);

    // Any other change to players (a new player, a script's write) drops every answer.
    changes.changed('players');
    await read();
    expect(keys.map(answers.runs)).toEqual([3, 2, 2, 3]);
  });

  it('keeps nothing computed across a renaming: it had not said whom it names', async () => {
    const changes = new ClubChanges(true);
    const cache = new AnswerCache(changes);
    let finish: () => void = () => {};
    const computing = cache.answer(
      'names 8',
      board,
      () =>
        new Promise<Board>((resolve) => {
          finish = () => resolve([{ playerId: 8, username: 'p8' }]);
        }),
      undefined,
      names,
    );
    changes.changed('players', undefined, 7);
    finish();
    await computing;
    expect(cache.size).toBe(0);
  });
});

describe('renaming through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is told as the renaming of that player, and other changes to players are not', async () => {
    const { headers, player } = await createTestPlayer(t.app.db);
    const told: Array<[string | null, number | undefined]> = [];
    const stop = t.app.clubChanges.onChange((table, _game, renamed) => told.push([table, renamed]));
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/players/current/username',
      headers,
      payload: { username: `renamed_${player.id}` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await createTestPlayer(t.app.db);
    stop();
    // Told as that player's renaming, and the new player as an untargeted change. On PostgreSQL the
    // database tells every instance of each change too, in the same words (its triggers' notifications).
    const players = told.filter(([table]) => table === 'players');
    const targeted = players.filter(([, id]) => id !== undefined);
    expect(targeted).toContainEqual(['players', player.id]);
    expect(new Set(targeted.map(([, id]) => id))).toEqual(new Set([player.id]));
    expect(players).toContainEqual(['players', undefined]);
  });
});
