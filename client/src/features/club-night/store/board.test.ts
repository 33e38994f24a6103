import type { BoardTable, ClubNightBoard } from '@mahjong/shared';
import { describe, expect, it } from 'vitest';
import { players } from '../../../test/game-fixtures.ts';
import { applyBoardEvent, applySnapshot, splitTables } from './board.ts';

const table = (
  number: number,
  gameId: number,
  version: number,
  status: 'IN_PROGRESS' | 'FINISHED' = 'IN_PROGRESS',
): BoardTable => ({
  table: number,
  seatingId: 1,
  game: {
    id: gameId,
    variant: 'jp',
    type: 'CASUAL',
    status,
    players,
    currentRound:
      status === 'FINISHED'
        ? null
        : { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
    dealerSeat: status === 'FINISHED' ? null : 0,
    totals: [25000, 25000, 25000, 25000],
    roundsPlayed: version,
    version,
    createdAt: '2026-11-24T19:00:00.000Z',
    endedAt: status === 'FINISHED' ? `2026-11-24T2${gameId % 10}:00:00.000Z` : null,
    finalScores: null,
    placements: null,
    eloDeltas: {},
  },
});

const board: ClubNightBoard = {
  version: 5,
  since: '2026-11-24T12:00:00.000Z',
  checkins: [],
  tables: [table(1, 40, 2)],
  waiting: [{ id: 99, username: 'erin' }],
};

describe('applyBoardEvent', () => {
  it('applies the next version, ignores old ones and reports a gap', () => {
    const next = applyBoardEvent(board, {
      type: 'club-night:table',
      event: { version: 6, table: table(1, 40, 3), waiting: [] },
    });
    expect(next.outcome).toBe('applied');
    if (next.outcome !== 'applied') return;
    expect(next.board.version).toBe(6);
    expect(next.board.tables[0]?.game.roundsPlayed).toBe(3);
    expect(next.board.waiting).toEqual([]);

    const duplicate = applyBoardEvent(next.board, {
      type: 'club-night:checkins',
      event: { version: 6, checkins: [], waiting: [] },
    });
    expect(duplicate.outcome).toBe('duplicate');
    const gap = applyBoardEvent(next.board, {
      type: 'club-night:checkins',
      event: { version: 8, checkins: [], waiting: [] },
    });
    expect(gap.outcome).toBe('gap');
    expect(
      applyBoardEvent(undefined, {
        type: 'club-night:checkins',
        event: { version: 1, checkins: [], waiting: [] },
      }).outcome,
    ).toBe('gap');
  });

  it('adds seated tables, and never takes a table back to an older game version', () => {
    const seated = applyBoardEvent(board, {
      type: 'club-night:seated',
      event: { version: 6, tables: [table(2, 41, 0)], waiting: [] },
    });
    if (seated.outcome !== 'applied') throw new Error(seated.outcome);
    expect(seated.board.tables.map((row) => row.table)).toEqual([1, 2]);
    const stale = applyBoardEvent(seated.board, {
      type: 'club-night:table',
      event: { version: 7, table: table(1, 40, 1), waiting: [] },
    });
    if (stale.outcome !== 'applied') throw new Error(stale.outcome);
    expect(stale.board.tables[0]?.game.version).toBe(2);
  });

  it('keeps a newer board than an arriving snapshot', () => {
    expect(applySnapshot(board, { ...board, version: 4, tables: [] })).toBe(board);
    expect(applySnapshot(board, { ...board, version: 6, tables: [] }).tables).toEqual([]);
  });

  it('splits tables into those playing (by number) and results (latest first)', () => {
    const { playing, finished } = splitTables({
      ...board,
      tables: [table(3, 43, 1), table(1, 41, 9, 'FINISHED'), table(2, 42, 1), table(1, 44, 9, 'FINISHED')],
    });
    expect(playing.map((row) => row.table)).toEqual([2, 3]);
    expect(finished.map((row) => row.game.id)).toEqual([44, 41]);
  });

  it('puts ranked tables before casual ones, and leaves casual ones out when they are hidden', () => {
    const ranked = (row: BoardTable): BoardTable => ({ ...row, game: { ...row.game, type: 'RANKED' } });
    const tables = [
      table(1, 41, 1),
      ranked(table(3, 43, 1)),
      table(2, 42, 1),
      ranked(table(4, 44, 9, 'FINISHED')),
    ];
    expect(splitTables({ ...board, tables }).playing.map((row) => row.table)).toEqual([3, 1, 2]);
    const hidden = splitTables({ ...board, tables }, false);
    expect(hidden.playing.map((row) => row.table)).toEqual([3]);
    expect(hidden.finished.map((row) => row.table)).toEqual([4]);
  });

  it('takes the table of a deleted game off the board, one version on', () => {
    const held = { ...board, tables: [table(1, 41, 1), table(2, 42, 1)] };
    const waiting = [{ id: 5, username: 'eve' }];
    const result = applyBoardEvent(held, {
      type: 'club-night:table-removed',
      event: { version: held.version + 1, gameId: 41, waiting },
    });
    expect(result.outcome).toBe('applied');
    if (result.outcome !== 'applied') return;
    expect(result.board.tables.map((row) => row.game.id)).toEqual([42]);
    expect(result.board.waiting).toEqual(waiting);
    expect(
      applyBoardEvent(held, {
        type: 'club-night:table-removed',
        event: { version: held.version + 2, gameId: 41, waiting },
      }).outcome,
    ).toBe('gap');
  });
});
