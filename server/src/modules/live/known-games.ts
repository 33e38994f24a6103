/**
 * Which games exist, kept in memory, so that a spectator asking for a game namespace is answered
 * without a database read: joins of games that do not exist cost the server nothing but the answer.
 * Loaded once at start-up (an id and a variant per game: a 10,000-game club is a few hundred kB), then
 * kept current by the club's changes: a change to a game not known, or known as another variant,
 * re-reads that game (created, moved to another kind); any other change to the games table reads the
 * games newer than the newest known, and "anything may have changed" (a notification missed) reads
 * them all again. A change to a game known as its own variant — a hand, nearly always; a deletion,
 * now and then, which a change does not tell apart — leaves it to be confirmed by the next join of it,
 * so a hand costs no read. A join arriving while a read runs waits for it. Joins start reads only to
 * confirm a game changed since it was last read: at most one per change, however many joins come, and
 * none for games that do not exist.
 */
import type { Variant } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { ChangedGame, ClubChanges } from '../../db/club-changes.ts';
import type { Database } from '../../db/types.ts';

export class KnownGames {
  private readonly games = new Map<number, Variant>();
  private newest = 0;
  /** Games known that changed since they were read: the next join of one reads it again. */
  private readonly unconfirmed = new Set<number>();
  /** The games the read under way reads one by one. */
  private inRead: ReadonlySet<number> = new Set();
  /** The read under way; joins of games not known wait for it. */
  private reading: Promise<void> | null = null;
  /** What the next read must cover, gathered while one runs. */
  private next: { all: boolean; newer: boolean; ids: Set<number> } = {
    all: false,
    newer: false,
    ids: new Set(),
  };
  /** How many reads were made (for tests: joins make none). */
  reads = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: (error: unknown) => void,
  ) {}

  /** Reads every game, then follows the club's changes. */
  start(changes: ClubChanges): Promise<void> {
    changes.onChange((table, game) => {
      if (table === null) this.schedule({ all: true });
      else if (table !== 'games') return;
      else if (!game) this.schedule({ newer: true });
      else if (this.games.get(game.id) === game.variant) this.unconfirmed.add(game.id);
      else this.schedule({ id: game.id });
    });
    return this.schedule({ all: true });
  }

  /**
   * Whether game `id` of `variant` exists: at once from memory, or (undefined) not yet known while a
   * read that may bring it runs — then `whenKnown` answers.
   */
  peek(variant: Variant, id: number): boolean | undefined {
    if (this.unconfirmed.has(id)) {
      void this.schedule({ id });
      return undefined;
    }
    // Being read again: what is kept of it may be out of date.
    if (this.next.ids.has(id) || this.inRead.has(id)) return undefined;
    const known = this.games.get(id);
    if (known !== undefined) return known === variant;
    return this.reading ? undefined : false;
  }

  async whenKnown(variant: Variant, id: number): Promise<boolean> {
    for (let answer = this.peek(variant, id); ; answer = this.peek(variant, id)) {
      if (answer !== undefined) return answer;
      await this.reading;
    }
  }

  /** How many games are known (for tests). */
  get size(): number {
    return this.games.size;
  }

  private schedule(what: { all?: boolean; newer?: boolean; id?: number }): Promise<void> {
    if (what.all) {
      this.next.all = true;
      this.unconfirmed.clear();
    }
    if (what.newer) this.next.newer = true;
    if (what.id !== undefined) {
      this.next.ids.add(what.id);
      // Read from now on: a change after this reads it again.
      this.unconfirmed.delete(what.id);
    }
    this.reading ??= this.readAll();
    return this.reading;
  }

  /** Reads until nothing more is asked for; a read asked for during one runs right after it. */
  private async readAll(): Promise<void> {
    try {
      while (this.next.all || this.next.newer || this.next.ids.size > 0) {
        const wanted = this.next;
        this.next = { all: false, newer: false, ids: new Set() };
        this.reads += 1;
        this.inRead = wanted.ids;
        try {
          await this.read(wanted);
        } catch (error) {
          // Keep what is known; the next change (or a notification missed) reads again.
          this.log(error);
          return;
        } finally {
          this.inRead = new Set();
        }
      }
    } finally {
      this.reading = null;
    }
  }

  private async read(wanted: { all: boolean; newer: boolean; ids: Set<number> }): Promise<void> {
    let query = this.db.selectFrom('games').select(['id', 'variant']);
    if (!wanted.all) {
      const ids = [...wanted.ids];
      query = query.where((eb) =>
        eb.or([
          ...(wanted.newer ? [eb('id', '>', this.newest)] : []),
          ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
        ]),
      );
    }
    const rows = await query.execute();
    if (wanted.all) this.games.clear();
    for (const id of wanted.ids) this.games.delete(id);
    for (const row of rows) this.remember(row);
  }

  private remember(game: Pick<ChangedGame, 'id'> & { variant: Variant }): void {
    this.games.set(game.id, game.variant);
    if (game.id > this.newest) this.newest = game.id;
  }
}
