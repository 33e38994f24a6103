/**
 * Answers read far more often than the club changes (leaderboards, game pages), kept as the JSON they
 * are sent as. An answer is kept only if the club did not change while it was computed, every kept
 * answer is dropped at the next change, and while another writer's change could go unheard nothing is
 * kept (db/club-changes.ts). Requests for an answer being computed share that computation.
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { ClubChanges } from '../db/club-changes.ts';

/** At most this many characters of JSON are kept; the least recently read answers go first. */
const MAX_KEPT_CHARACTERS = 32 * 1024 * 1024;

export class AnswerCache {
  private readonly kept = new LRUCache<string, string>({
    maxSize: MAX_KEPT_CHARACTERS,
    sizeCalculation: (json) => Math.max(json.length, 1),
  });
  private readonly computing = new Map<string, Promise<string>>();

  constructor(private readonly changes: ClubChanges) {
    changes.onChange(() => {
      this.kept.clear();
      this.computing.clear();
    });
  }

  /** The answer for `key` as JSON: kept, or computed and encoded with the route's response schema. */
  async json<T>(key: string, schema: z.ZodType<T>, compute: () => Promise<T>): Promise<string> {
    if (!this.changes.heard) return encode(schema, await compute());
    const kept = this.kept.get(key) ?? this.computing.get(key);
    if (kept !== undefined) return kept;
    const epoch = this.changes.epoch;
    const answer = compute().then((value) => encode(schema, value));
    this.computing.set(key, answer);
    try {
      const json = await answer;
      if (this.changes.epoch === epoch && this.changes.heard) this.kept.set(key, json);
      return json;
    } finally {
      if (this.computing.get(key) === answer) this.computing.delete(key);
    }
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }
}

/** As fastify-type-provider-zod's serializer does: encode with the schema, then JSON. */
function encode<T>(schema: z.ZodType<T>, value: T): string {
  return JSON.stringify(z.encode(schema, value));
}
