/**
 * Changes to the club's records, table by table: what cached values are checked against. A value
 * computed while none of its tables changed is still the truth. Changes come from this process's
 * own writes (change-tracking.ts, before the write's promise resolves, so a player reads their own
 * writes), from other processes' writes (PostgreSQL's `club_changed` notifications,
 * change-listener.ts), and as "anything may have changed" whenever such a notification could have
 * been missed.
 */

/** A table's name, or null: anything may have changed. */
export type ChangedTable = string | null;

export class ClubChanges {
  private readonly listeners = new Set<(table: ChangedTable) => void>();

  /**
   * @param heard whether every other writer's change is heard: always for the embedded database (no
   * other process can write to it); on PostgreSQL only while the LISTEN connection is up.
   */
  constructor(public heard: boolean) {}

  changed(table: ChangedTable): void {
    for (const listener of this.listeners) listener(table);
  }

  /** Calls `listener` after every change, with the table; returns how to stop. */
  onChange(listener: (table: ChangedTable) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` after every change to one of `tables` (or to anything); returns how to stop. */
  watch(tables: ReadonlySet<string>, listener: () => void): () => void {
    return this.onChange((table) => {
      if (table === null || tables.has(table)) listener();
    });
  }

  /** The next change, to any table. */
  next(): Promise<ChangedTable> {
    return new Promise((resolve) => {
      const stop = this.onChange((table) => {
        stop();
        resolve(table);
      });
    });
  }
}
