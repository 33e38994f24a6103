/** The board of the night (`/club-night`): every table seated tonight with its game, and who waits. */
import { type BoardTable, type ClubNightBoard, dealerSeat, type GameView } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { iso } from '../games/view/view.ts';
import { hereTonight, waitingTonight } from './checkins-service.ts';
import type { Night } from './night.ts';
import { readNightVersion, type SeatedTableRow, seatedTablesSince } from './night-repository.ts';

/** A game as the game routes answer it (from their cache). */
export type LoadGame = (variant: string, id: number) => Promise<GameView>;

export function boardTable(
  row: Pick<SeatedTableRow, 'seatingId' | 'tableNumber'>,
  game: GameView,
): BoardTable {
  return {
    table: row.tableNumber,
    seatingId: row.seatingId,
    game: {
      id: game.id,
      variant: game.variant,
      type: game.type,
      status: game.status,
      players: game.players,
      currentRound: game.currentRound,
      dealerSeat: game.currentRound ? dealerSeat(game.currentRound) : null,
      totals: game.totals,
      roundsPlayed: game.rounds.length,
      version: game.version,
      createdAt: game.createdAt,
      endedAt: game.endedAt,
      finalScores: game.finalScores,
      placements: game.placements,
      eloDeltas: game.eloDeltas,
    },
  };
}

export async function loadBoard(
  db: Kysely<Database>,
  night: Night,
  loadGame: LoadGame,
): Promise<ClubNightBoard> {
  // The version first: whatever is read after it is at least that new, and every event is a
  // whole state (a table, the check-ins), so applying one the snapshot already holds changes nothing.
  const version = await readNightVersion(db);
  const rows = await seatedTablesSince(db, night.since);
  const tables: BoardTable[] = [];
  for (const row of rows) tables.push(boardTable(row, await loadGame(row.variant, row.gameId)));
  return {
    version,
    since: iso(night.since),
    checkins: await hereTonight(db, night),
    tables,
    waiting: await waitingTonight(db, night),
  };
}
