/**
 * The club's data changing, as one counter. An answer computed while the counter stayed put is
 * still the truth; any change to the club's records moves it. It moves on this process's own
 * writes (change-tracking.ts, before the write's promise resolves, so a player reads their own
 * writes), on other processes' writes (PostgreSQL's `club_changed` notifications,
 * change-listener.ts), and whenever such a notification could have been missed.
 */
export class ClubChanges {
  private count = 0;
  private readonly listeners = new Set<() => void>();

  /**
   * @param heard whether every other writer's change is heard: always for the embedded database (no
   * other process can write to it); on PostgreSQL only while the LISTEN connection is up.
   */
  constructor(public heard: boolean) {}

  get epoch(): number {
    return this.count;
  }

  changed(): void {
    this.count += 1;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after every change; returns how to stop. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The next change, whoever makes it. */
  next(): Promise<void> {
    return new Promise((resolve) => {
      const stop = this.onChange(() => {
        stop();
        resolve();
      });
    });
  }
}
