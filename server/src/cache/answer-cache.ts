/**
 * Answers read far more often than the club changes (leaderboards, game pages), kept as the JSON
 * they are sent as until a table they are read from changes (kept-values.ts).
 */
import { z } from 'zod';
import type { ClubChanges } from '../db/club-changes.ts';
import { answerTag } from '../http/etag.ts';
import { CACHED_TABLES } from './cached-tables.ts';
import { type About, KeptValues } from './kept-values.ts';

/** What the cached answers are read from (declared in cached-tables.ts). */
export const ANSWER_TABLES = CACHED_TABLES.answers;

/** An answer as it is sent: its JSON, and the entity tag a browser revalidates it with. */
export interface KeptAnswer {
  json: string;
  tag: string;
  /** The players it names, when it says: it outlives the renaming of any other. */
  names?: readonly number[];
}

export class AnswerCache {
  private readonly answers: KeptValues<KeptAnswer>;
  /** How many answers were computed rather than served kept (for tests). */
  computed = 0;

  constructor(changes: ClubChanges) {
    this.answers = new KeptValues(changes, {
      tables: ANSWER_TABLES,
      maxSize: 32 * 1024 * 1024,
      sizeOf: (answer) => answer.json.length,
      namesOf: (answer) => answer.names,
    });
  }

  /**
   * The answer for `key`: kept, or computed, encoded with the route's response schema and tagged.
   * `about`: what it is read from, if less than the whole club (one game, one kind of game).
   * `namesOf`: the players an answer names (by id), when every name in it is theirs.
   */
  answer<T>(
    key: string,
    schema: z.ZodType<T>,
    compute: () => Promise<T>,
    about?: About,
    namesOf?: (value: T) => readonly number[],
  ): Promise<KeptAnswer> {
    return this.answers.get(
      key,
      async () => {
        this.computed += 1;
        const value = await compute();
        const json = encode(schema, value);
        const answer: KeptAnswer = { json, tag: answerTag(json) };
        return namesOf ? { ...answer, names: namesOf(value) } : answer;
      },
      about,
    );
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.answers.size;
  }
}

/** As fastify-type-provider-zod's serializer does: encode with the schema, then JSON. */
function encode<T>(schema: z.ZodType<T>, value: T): string {
  return JSON.stringify(z.encode(schema, value));
}
