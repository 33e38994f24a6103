/**
 * A session started or a table ended, then announced once it has committed: the games it started or
 * ended go to the live publisher like every other change to a game (the tournament's own screens hear
 * of them as changes of its games).
 */
import type { GameView, Player } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { PublishChanges } from '../games/frame/changes.ts';
import { type StartedSession, startSession } from './sessions-service.ts';
import { endTable } from './tables-service.ts';

export interface TournamentSessionWrites {
  start(actor: Player, id: number, n: number, now: Date): Promise<StartedSession>;
  endTable(actor: Player, id: number, n: number, table: number, reason: string): Promise<GameView>;
}

export function tournamentSessionWrites(
  db: Kysely<Database>,
  publish: PublishChanges,
): TournamentSessionWrites {
  return {
    start: async (actor, id, n, now) => {
      const started = await startSession(db, actor, id, n, now);
      publish(started.games.map((game) => ({ kind: 'started', game })));
      return started;
    },
    endTable: async (actor, id, n, table, reason) => {
      const ended = await endTable(db, actor, id, n, table, reason);
      publish(ended.changes);
      return ended.game;
    },
  };
}
