/**
 * A seating confirmed, then announced once it has committed: the board hears of its new tables (the
 * night's own event), and the games it started go to the live publisher like every other change.
 */
import type { Player } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { PublishChanges } from '../games/frame/changes.ts';
import type { ClubNightFeed } from './live.ts';
import type { Night } from './night.ts';
import { type ConfirmedSeating, confirmSeating } from './seatings-service.ts';

export type ConfirmSeating = (night: Night, actor: Player, id: number) => Promise<ConfirmedSeating>;

export function seatingConfirmations(
  db: Kysely<Database>,
  feed: ClubNightFeed,
  publish: PublishChanges,
): ConfirmSeating {
  return async (night, actor, id) => {
    const confirmed = await confirmSeating(db, night, actor, id);
    feed.seated(confirmed.version, confirmed.seatingId, confirmed.confirmation, confirmed.games);
    publish(confirmed.changes);
    return confirmed;
  };
}
