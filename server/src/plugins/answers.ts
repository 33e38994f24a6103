import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache, type KeptAnswer } from '../cache/answer-cache.ts';
import { ChangeListener } from '../db/change-listener.ts';
import type { ClubChanges } from '../db/club-changes.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { HeavyReads } from '../http/heavy-reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached answers of the most read routes, dropped on a change to what they are read from. */
    answers: AnswerCache;
    /** Changes to the club's records, by table: what anything kept in memory is checked against. */
    clubChanges: ClubChanges;
    /** How many heavy reads of each kind run and wait at once (http/heavy-reads.ts). */
    heavyReads: HeavyReads;
  }
}

/**
 * Club changes, the answer cache, the limits on heavy reads, and on PostgreSQL the listener that
 * hears other instances' writes.
 */
export const answersPlugin = fp(keptAnswers, { name: 'answers' });

async function keptAnswers(app: FastifyInstance, options: { database: DatabaseHandle }): Promise<void> {
  const { changes, pool } = options.database;
  app.decorate('clubChanges', changes);
  app.decorate('answers', new AnswerCache(changes));
  app.decorate('heavyReads', new HeavyReads());
  if (!pool) return;
  const listener = new ChangeListener(pool, changes, app.log);
  app.addHook('onReady', () => listener.start());
  app.addHook('preClose', () => listener.stop());
}

/** Sends JSON that is already encoded as it is. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Sends a kept answer with the tag it was kept with (api-caching.ts answers 304 from it). */
export function sendAnswer(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  return sendJson(reply.header('etag', answer.tag), answer.json);
}
