/**
 * Who a session token belongs to, kept until the sessions or players table changes (a login, a
 * logout, a rename, an admin's change), so most requests of a logged-in player need no query.
 */
import type { Player } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import { CACHED_TABLES } from '../../cache/cached-tables.ts';
import { KeptValues } from '../../cache/kept-values.ts';
import type { ClubChanges } from '../../db/club-changes.ts';
import type { Database } from '../../db/types.ts';
import { toPlayer } from '../players/player.ts';
import { findSessionPlayer } from './sessions-repository.ts';

interface Session {
  player: Player;
  expiresAt: Date;
}

export class SessionCache {
  private readonly sessions: KeptValues<Session | null>;

  constructor(
    private readonly db: Kysely<Database>,
    changes: ClubChanges,
  ) {
    this.sessions = new KeptValues(changes, {
      tables: CACHED_TABLES.sessions,
      maxSize: 10_000,
      sizeOf: () => 1,
    });
  }

  /** The player of a live session, or null (unknown token, expired session, deleted player). */
  async player(tokenHash: string, now = new Date()): Promise<Player | null> {
    const session = await this.sessions.get(tokenHash, async () => {
      const row = await findSessionPlayer(this.db, tokenHash);
      return row ? { player: toPlayer(row), expiresAt: new Date(row.sessionExpiresAt) } : null;
    });
    return session && session.expiresAt > now ? session.player : null;
  }
}
