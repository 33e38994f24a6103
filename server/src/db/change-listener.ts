/**
 * On PostgreSQL: hears the `club_changed` notifications (migration notify_club_changes: the payload
 * is the table, for a change to one game its variant, type and id, for a player's renaming the player
 * — migrations notify_game_changes, notify_player_renames) on a connection of its own, so this instance learns of every other writer's changes. While that
 * connection is down a change could go unheard: `changes.heard` is false, so nothing is cached,
 * until it is back; losing it and getting it back both count as changes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type ClubChanges, parseNotification } from './club-changes.ts';

const RETRY_MS = 500;

export class ChangeListener {
  private client: pg.PoolClient | null = null;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly changes: ClubChanges,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens (or, if PostgreSQL cannot be reached now, keeps trying in the background). */
  async start(): Promise<void> {
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      const listening = client;
      listening.on('notification', (message) => {
        const { table, game, renamed } = parseNotification(message.payload ?? '');
        this.changes.changed(table, game, renamed);
      });
      listening.once('error', () => this.lost(listening));
      listening.once('end', () => this.lost(listening));
      await listening.query('LISTEN club_changed');
      if (this.stopped) {
        listening.release(true);
        return;
      }
      this.client = listening;
      this.changes.heard = true;
      this.changes.changed(null);
    } catch (error) {
      client?.release(true);
      this.log.warn({ err: error }, 'club changes: cannot listen yet, answers are not cached meanwhile');
      this.retryLater();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.changes.heard = false;
    // Destroyed, not returned to the pool: a pooled connection would keep listening.
    client?.release(true);
  }

  private lost(client: pg.PoolClient): void {
    if (this.client !== client) return;
    this.client = null;
    this.changes.heard = false;
    this.changes.changed(null);
    client.release(true);
    this.retryLater();
  }

  private retryLater(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.start(), RETRY_MS);
  }
}
