/**
 * Who watches which game, counted across instances: each instance announces its own local count
 * per game, and the total is the sum of the latest announcement of every instance.
 */
export class SpectatorCounts {
  private readonly counts = new Map<string, Map<string, number>>();

  /** Records an instance's local count for a game; returns the new total. */
  set(game: string, serverId: string, count: number): number {
    let perServer = this.counts.get(game);
    if (!perServer) {
      perServer = new Map();
      this.counts.set(game, perServer);
    }
    if (count > 0) perServer.set(serverId, count);
    else perServer.delete(serverId);
    if (perServer.size === 0) this.counts.delete(game);
    return this.total(game);
  }

  total(game: string): number {
    let sum = 0;
    for (const count of this.counts.get(game)?.values() ?? []) sum += count;
    return sum;
  }

  /** Games anybody watches (the map forgets the others, so a long day leaves nothing behind). */
  get size(): number {
    return this.counts.size;
  }
}
