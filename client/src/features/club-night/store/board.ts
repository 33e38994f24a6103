/**
 * The board as the `/club-night` events change it. Every event carries the night's version: one
 * exactly one ahead is applied, an older one is a duplicate, and a gap means something was missed
 * (ask for the whole board again). A table's game never goes back to an older version.
 */
import type {
  BoardTable,
  ClubNightBoard,
  ClubNightCheckinsEvent,
  ClubNightSeatedEvent,
  ClubNightTableEvent,
  ClubNightTableRemovedEvent,
} from '@mahjong/shared';

export type BoardEvent =
  | { type: 'club-night:checkins'; event: ClubNightCheckinsEvent }
  | { type: 'club-night:seated'; event: ClubNightSeatedEvent }
  | { type: 'club-night:table'; event: ClubNightTableEvent }
  | { type: 'club-night:table-removed'; event: ClubNightTableRemovedEvent };

export type Outcome = { outcome: 'applied'; board: ClubNightBoard } | { outcome: 'duplicate' | 'gap' };

export function applyBoardEvent(board: ClubNightBoard | undefined, { type, event }: BoardEvent): Outcome {
  if (!board) return { outcome: 'gap' };
  if (event.version <= board.version) return { outcome: 'duplicate' };
  if (event.version > board.version + 1) return { outcome: 'gap' };
  const next = { ...board, version: event.version, waiting: event.waiting };
  switch (type) {
    case 'club-night:checkins':
      return { outcome: 'applied', board: { ...next, checkins: event.checkins } };
    case 'club-night:seated':
      return { outcome: 'applied', board: { ...next, tables: event.tables.reduce(putTable, board.tables) } };
    case 'club-night:table':
      return { outcome: 'applied', board: { ...next, tables: putTable(board.tables, event.table) } };
    case 'club-night:table-removed': {
      const tables = board.tables.filter((held) => held.game.id !== event.gameId);
      return { outcome: 'applied', board: { ...next, tables } };
    }
  }
}

/** A snapshot replaces what is held unless what is held is newer. */
export function applySnapshot(held: ClubNightBoard | undefined, snapshot: ClubNightBoard): ClubNightBoard {
  return held && held.version > snapshot.version ? held : snapshot;
}

function putTable(tables: BoardTable[], table: BoardTable): BoardTable[] {
  const index = tables.findIndex((held) => held.game.id === table.game.id);
  if (index === -1) return [...tables, table];
  if ((tables[index] as BoardTable).game.version > table.game.version) return tables;
  return tables.map((held, i) => (i === index ? table : held));
}

const casualLast = (row: BoardTable) => (row.game.type === 'RANKED' ? 0 : 1);

/**
 * Tables still playing, ranked ones first, each by number; finished ones for the results strip,
 * latest first. With `withCasual` false the casual tables are left out of both.
 */
export function splitTables(board: ClubNightBoard, withCasual = true) {
  const shown = withCasual ? board.tables : board.tables.filter((row) => row.game.type === 'RANKED');
  const playing = shown
    .filter((row) => row.game.status === 'IN_PROGRESS')
    .sort((a, b) => casualLast(a) - casualLast(b) || a.table - b.table);
  const finished = shown
    .filter((row) => row.game.status === 'FINISHED')
    .sort((a, b) => (b.game.endedAt ?? '').localeCompare(a.game.endedAt ?? ''));
  return { playing, finished };
}

/**
 * The night's round of each seating on the board: its first seating is round 1, the next round 2.
 * A seating is known only by its tables, so rounds are counted from the seatings the board holds.
 */
export function seatingRounds(board: ClubNightBoard): (seatingId: number) => number {
  const seatings = [...new Set(board.tables.map((row) => row.seatingId))].sort((a, b) => a - b);
  return (seatingId) => seatings.indexOf(seatingId) + 1;
}
