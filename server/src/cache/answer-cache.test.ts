import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClubChanges } from '../db/club-changes.ts';
import { answerTag } from '../http/etag.ts';
import { AnswerCache } from './answer-cache.ts';

const board = z.array(z.object({ username: z.string(), elo: z.number() }));
type Board = z.infer<typeof board>;

/** A computation that counts its runs and finishes when told to. */
function computation(value: Board) {
  const runs: Array<() => void> = [];
  return {
    runs,
    compute: () =>
      new Promise<Board>((resolve) => {
        runs.push(() => resolve(value));
      }),
    finish: () => {
      for (const run of runs.splice(0)) run();
    },
  };
}

/** A kept answer's JSON alone. */
async function jsonOf(cache: AnswerCache, key: string, schema: typeof board, compute: () => Promise<Board>) {
  return (await cache.answer(key, schema, compute)).json;
}

describe('AnswerCache', () => {
  const alice = [{ username: 'alice', elo: 1512.5 }];

  it('keeps an answer as JSON until the club changes, then computes it again', async () => {
    const changes = new ClubChanges(true);
    const cache = new AnswerCache(changes);
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return [{ username: 'alice', elo: 1500 + runs }];
    };
    expect(await jsonOf(cache, 'board', board, compute)).toBe('[{"username":"alice","elo":1501}]');
    expect(await jsonOf(cache, 'board', board, compute)).toBe('[{"username":"alice","elo":1501}]');
    expect(runs).toBe(1);
    changes.changed('players');
    expect(cache.size).toBe(0);
    expect(await jsonOf(cache, 'board', board, compute)).toBe('[{"username":"alice","elo":1502}]');
    expect(runs).toBe(2);
  });

  it('keeps its answers when a table they are not read from changes (a login)', async () => {
    const changes = new ClubChanges(true);
    const cache = new AnswerCache(changes);
    await jsonOf(cache, 'board', board, async () => alice);
    changes.changed('sessions');
    expect(cache.size).toBe(1);
    changes.changed(null);
    expect(cache.size).toBe(0);
  });

  it('encodes with the schema: keys the schema does not know are not sent', async () => {
    const cache = new AnswerCache(new ClubChanges(true));
    const withSecret = async () => [{ username: 'bob', elo: 1480, passwordHash: 'secret' }];
    expect(await jsonOf(cache, 'board', board, withSecret)).toBe('[{"username":"bob","elo":1480}]');
  });

  it('does not keep an answer computed while the club changed (it may predate the change)', async () => {
    const changes = new ClubChanges(true);
    const cache = new AnswerCache(changes);
    const slow = computation(alice);
    const answer = jsonOf(cache, 'board', board, slow.compute);
    changes.changed('players');
    slow.finish();
    expect(JSON.parse(await answer)).toEqual(alice);
    expect(cache.size).toBe(0);
  });

  it('shares one computation between the requests waiting for it', async () => {
    const cache = new AnswerCache(new ClubChanges(true));
    const slow = computation(alice);
    const answers = [1, 2, 3].map(() => jsonOf(cache, 'board', board, slow.compute));
    expect(slow.runs).toHaveLength(1);
    slow.finish();
    expect(await Promise.all(answers)).toEqual(Array(3).fill(JSON.stringify(alice)));
    expect(cache.size).toBe(1);
  });

  it('keeps nothing while other writers could go unheard', async () => {
    const changes = new ClubChanges(false);
    const cache = new AnswerCache(changes);
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return alice;
    };
    await jsonOf(cache, 'board', board, compute);
    await jsonOf(cache, 'board', board, compute);
    expect(runs).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('tags an answer once, when it is kept, with the tag of its JSON', async () => {
    const changes = new ClubChanges(true);
    const cache = new AnswerCache(changes);
    let runs = 0;
    const compute = async () => [{ username: 'alice', elo: 1500 + ++runs }];
    const first = await cache.answer('board', board, compute);
    expect(first.tag).toBe(answerTag(first.json));
    expect(await cache.answer('board', board, compute)).toBe(first);
    changes.changed('players');
    const next = await cache.answer('board', board, compute);
    expect(next.tag).toBe(answerTag(next.json));
    expect(next.tag).not.toBe(first.tag);
  });

  it('passes a refusal on and keeps nothing for it', async () => {
    const cache = new AnswerCache(new ClubChanges(true));
    const missing = async (): Promise<Board> => {
      throw new Error('There is no such game.');
    };
    await expect(jsonOf(cache, 'game', board, missing)).rejects.toThrow('There is no such game.');
    expect(cache.size).toBe(0);
  });
});
