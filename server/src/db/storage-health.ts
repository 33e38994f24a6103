/**
 * Whether the database can be trusted to store, and what the server does when it cannot. A storage
 * fault never leaves the server answering as if nothing happened:
 *
 * - **read-only**: the disk is full or failing (PostgreSQL's `53100 disk_full`, class 58 I/O errors).
 *   The database is whole and reads go on; every change is refused with 503 before it starts, and the
 *   health check says why. Every few seconds a small write is tried (after checking there is room on
 *   the disk of an embedded database): once it goes through, changes are taken again.
 * - **stopped**: the embedded database can no longer be trusted (a PANIC, an answer without its
 *   completion, a fault inside PGlite). Nothing is read from it any more — an empty answer from a
 *   stopped database would be a 404 for a game that exists — and every request that needs it answers
 *   503. Every few seconds the database is reopened from its files, once there is room on the disk:
 *   PostgreSQL's recovery replays every committed change, so no acknowledged hand is lost. An
 *   in-memory database has no files to reopen and stays stopped.
 *
 * db/storage-faults.ts tells faults as the driver meets them; plugins/storage-guard.ts refuses the
 * requests and the health check reports the state.
 */

export type StorageState = 'ok' | 'read-only' | 'stopped';

/** What went wrong: full, failing, or the embedded database itself stopped. */
export type StorageFaultKind = 'DISK_FULL' | 'DISK_ERROR' | 'DATABASE_STOPPED';

export interface StorageFault {
  kind: StorageFaultKind;
  /** The database's own words (for the log and the operator). */
  detail: string;
  since: Date;
}

export interface StorageRecovery {
  /** Whether the disk has room again (always true where the server cannot tell). */
  hasRoom(): boolean;
  /** A small write through the database: resolves once it is stored. */
  tryWrite(): Promise<void>;
  /**
   * Opens the database again from its files, checks that it takes a write, and makes it the one in
   * use (embedded on disk only).
   */
  reopen?: () => Promise<void>;
}

/** How often a server in trouble tries again. */
export const RECOVERY_INTERVAL_MS = 3_000;

export class StorageHealth {
  private current: StorageFault | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private recovering = false;
  private recovery: StorageRecovery | null = null;
  private readonly listeners = new Set<(state: StorageState, fault: StorageFault | null) => void>();

  constructor(private readonly interval = RECOVERY_INTERVAL_MS) {}

  get state(): StorageState {
    if (!this.current) return 'ok';
    return this.current.kind === 'DATABASE_STOPPED' ? 'stopped' : 'read-only';
  }

  get fault(): StorageFault | null {
    return this.current;
  }

  /** How the database is checked and brought back (set once it is open). */
  recoverWith(recovery: StorageRecovery): void {
    this.recovery = recovery;
  }

  /** The driver met a fault. A stopped database stays stopped until it is reopened. */
  report(kind: StorageFaultKind, detail: string): void {
    if (this.current?.kind === 'DATABASE_STOPPED' && kind !== 'DATABASE_STOPPED') return;
    if (this.current?.kind === kind) return;
    this.current = { kind, detail, since: new Date() };
    this.tell();
    this.timer ??= setInterval(() => void this.recover(), this.interval);
    this.timer.unref();
  }

  /** Calls `listener` whenever the state changes; returns how to stop. */
  onChange(listener: (state: StorageState, fault: StorageFault | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops trying (the database closes). */
  close(): void {
    this.stopped = true;
    this.clearTimer();
  }

  /** One attempt to bring the database back; true when it is ok again. */
  async recover(): Promise<boolean> {
    const fault = this.current;
    const recovery = this.recovery;
    if (!fault || this.recovering || this.stopped || !recovery?.hasRoom()) return !fault;
    this.recovering = true;
    try {
      if (fault.kind !== 'DATABASE_STOPPED') await recovery.tryWrite();
      else if (recovery.reopen) await recovery.reopen();
      else return false;
      if (this.current !== fault) return false;
      this.current = null;
      this.clearTimer();
      this.tell();
      return true;
    } catch {
      return false;
    } finally {
      this.recovering = false;
    }
  }

  private clearTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tell(): void {
    for (const listener of this.listeners) listener(this.state, this.current);
  }
}
