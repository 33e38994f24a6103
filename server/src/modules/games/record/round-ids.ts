/**
 * Ids for new rounds, taken from the rounds' sequence a few at a time: a hand's answer (which shows
 * its round's id) is built before the one statement that stores it. An id not used, like a refused
 * or rolled-back insert, leaves a gap; ids are unique, and rounds are ordered by their index, not id.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types.ts';

const BLOCK = 16;

export class RoundIds {
  private readonly spare: number[] = [];

  async next(db: Kysely<Database>): Promise<number> {
    if (this.spare.length === 0) {
      const { rows } = await sql<{ id: number }>`
        select nextval(pg_get_serial_sequence('rounds', 'id'))::integer as id
        from generate_series(1, ${BLOCK})`.execute(db);
      this.spare.push(...rows.map((row) => row.id));
    }
    const id = this.spare.shift();
    if (id === undefined) throw new Error('the rounds sequence gave no id');
    return id;
  }
}
