/** Waiting for an instance to have heard every change committed so far (PostgreSQL's notifications). */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from './app.ts';

/**
 * Resolves once `t` has heard the notifications of every write committed before the call: it sends
 * one more on `club_changed` (naming no table anything is read from) and waits for it — PostgreSQL
 * delivers notifications in the order their transactions committed. At once on the embedded
 * database, whose changes are all told before the write's promise resolves.
 */
export async function heardEverything(t: TestApp): Promise<void> {
  if (!t.database.url) return;
  // Listening starts (and resumes) with a change to anything.
  while (!t.app.clubChanges.heard) await t.app.clubChanges.next();
  const mark = `heard-${randomUUID()}`;
  let stop = (): void => {};
  const heard = new Promise<void>((resolve) => {
    stop = t.app.clubChanges.onChange((table) => {
      if (table === mark) resolve();
    });
  });
  await sql`select pg_notify('club_changed', ${mark})`.execute(t.app.db);
  await heard;
  stop();
}
