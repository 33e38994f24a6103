/**
 * A started session's tables: minutes added to one table or all, the clock paused or resumed, and a
 * table's game ended early (through the games' own end-early path), each audited.
 */
import {
  addMinutes,
  type GameView,
  type Player,
  pauseClock,
  resumeClock,
  type TournamentTimeBody,
} from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { badRequest } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { GameChange } from '../games/frame/changes.ts';
import { endGameEarly } from '../games/lifecycle/manage-service.ts';
import { clockOf } from './answer.ts';
import { sessionNotFound, sessionNotStarted, tableNotFound, tournamentNotFound } from './errors.ts';
import {
  bumpTournamentVersion,
  clearTimeUpMarks,
  findSession,
  findTournament,
  listTables,
  storeClock,
} from './repository.ts';
import { lockedTournament } from './sessions-service.ts';

type Db = Kysely<Database>;

/** Adds minutes to one table or all, pauses or resumes the session's clock. */
export async function changeClock(
  db: Db,
  actor: Player,
  id: number,
  n: number,
  body: TournamentTimeBody,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockedTournament(trx, id, n);
    const session = await findSession(trx, id, n, true);
    const clock = session ? clockOf(session) : null;
    if (!session || !clock) throw sessionNotStarted(n);
    if (body.table !== undefined && body.table > session.tables.length) throw tableNotFound(n, body.table);
    let next = clock;
    if (body.action === 'add') {
      if (body.minutes === undefined) {
        throw badRequest('INVALID_INPUT', 'minutes: say how many minutes to add', { field: 'minutes' });
      }
      next = addMinutes(clock, body.minutes, body.table);
      // Time added: a table whose time had run out plays on until it runs out again.
      await clearTimeUpMarks(trx, id, n, body.table);
    } else if (body.action === 'pause') {
      next = pauseClock(clock, now);
    } else {
      next = resumeClock(clock, now);
    }
    await storeClock(trx, id, n, next);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tournament.time',
      entity: 'tournament',
      entityId: id,
      before: { session: n, endsAt: clock.endsAt, extraMinutes: clock.extraMinutes },
      after: { session: n, ...body, endsAt: next.endsAt, extraMinutes: next.extraMinutes },
    });
    return bumpTournamentVersion(trx, id);
  });
}

/** Ends a table's game early on its totals (the games' own end-early path), with the reason audited. */
export async function endTable(
  db: Db,
  actor: Player,
  id: number,
  n: number,
  table: number,
  reason: string,
): Promise<{ game: GameView; changes: readonly GameChange[] }> {
  const row = await findTournament(db, id);
  if (!row) throw tournamentNotFound();
  if (n < 1 || n > row.sessions) throw sessionNotFound(n, row.sessions);
  const played = (await listTables(db, id)).find(
    (entry) => entry.session === n && entry.tableNumber === table,
  );
  if (!played) {
    const session = await findSession(db, id, n);
    if (!session?.startedAt) throw sessionNotStarted(n);
    throw tableNotFound(n, table);
  }
  const game = await db
    .selectFrom('games')
    .select('version')
    .where('id', '=', played.gameId)
    .executeTakeFirst();
  const answer = await endGameEarly(db, {
    address: { variant: row.variant, id: played.gameId },
    actor,
    expectedVersion: game?.version ?? 0,
  });
  await db.transaction().execute(async (trx) => {
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tournament.table.end',
      entity: 'tournament',
      entityId: id,
      before: { session: n, table, gameId: played.gameId },
      after: { reason, finalScores: answer.game.finalScores },
    });
  });
  return { game: answer.game, changes: answer.changes ?? [] };
}
