import type { BoardTable, ClubNightBoard } from '@mahjong/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketFor } from '../../../test/fake-socket.ts';
import { players } from '../../../test/game-fixtures.ts';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import ClubNightBoardPage from './ClubNightBoardPage.tsx';
import ClubNightKioskPage from './ClubNightKioskPage.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const playing: BoardTable = {
  table: 2,
  seatingId: 1,
  game: {
    id: 51,
    variant: 'jp',
    type: 'CASUAL',
    status: 'IN_PROGRESS',
    players,
    currentRound: { roundWind: 'EAST', roundNumber: 2, bonus: 1, startRiichiStickCount: 2 },
    dealerSeat: 1,
    totals: [31000, 21000, 24000, 24000],
    roundsPlayed: 3,
    version: 3,
    createdAt: minutesAgo(75),
    endedAt: null,
    finalScores: null,
    placements: null,
    eloDeltas: {},
  },
};

const board: ClubNightBoard = {
  version: 9,
  since: minutesAgo(480),
  checkins: [],
  tables: [playing],
  waiting: [{ id: 99, username: 'erin' }],
};

describe('club night board', () => {
  it('shows each table with its seats, dealer, scores, round, sticks and time played, and who waits', async () => {
    stubApi((call) => (call.path === '/club-night' ? { body: board } : undefined));
    renderAt([{ path: '/club-night', element: <ClubNightBoardPage /> }], '/club-night');
    const card = await screen.findByRole('article', { name: 'Table 2' });
    expect(within(card).getByText('31,000')).toBeTruthy();
    expect(within(card).getByText('東二局 1本場')).toBeTruthy();
    expect(within(card).getByText('2 sticks')).toBeTruthy();
    expect(within(card).getByLabelText('Time played').textContent).toBe('1 h 15 min');
    // bob sits South and deals East 2.
    const dealerRow = within(card).getByLabelText('dealer').parentElement as HTMLElement;
    expect(within(dealerRow).getByText('bob')).toBeTruthy();
    expect(screen.getByText('erin')).toBeTruthy();
    // The venue's code to check in, for phones in the room.
    expect(screen.getByRole('figure', { name: 'Scan to check in' }).querySelector('svg')).toBeTruthy();
  });

  it('shows ranked tables before casual ones, and hides the casual ones at the switch', async () => {
    const ranked: BoardTable = { ...playing, table: 3, game: { ...playing.game, id: 52, type: 'RANKED' } };
    stubApi((call) =>
      call.path === '/club-night' ? { body: { ...board, tables: [playing, ranked] } } : undefined,
    );
    renderAt([{ path: '/club-night', element: <ClubNightBoardPage /> }], '/club-night');
    await screen.findByRole('article', { name: 'Table 2' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Table 3',
      'Table 2',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show casual tables' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Table 2' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Table 3' })).toBeTruthy();
  });

  it("gives an admin a table's closing-time buttons", async () => {
    stubApi((call) => {
      if (call.path === '/players/current') return { body: aPlayer({ admin: true }) };
      return call.path === '/club-night' ? { body: board } : undefined;
    });
    renderAt([{ path: '/club-night', element: <ClubNightBoardPage /> }], '/club-night');
    const card = await screen.findByRole('article', { name: 'Table 2' });
    await within(card).findByRole('button', { name: 'End game early' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete game' }));
    await screen.findByRole('alertdialog', { name: 'Delete game #51?' });
  });

  it('moves a table to the results when its game ends, with rating changes', async () => {
    stubApi((call) => (call.path === '/club-night' ? { body: board } : undefined));
    renderAt([{ path: '/club-night', element: <ClubNightBoardPage /> }], '/club-night');
    await screen.findByRole('article', { name: 'Table 2' });
    const socket = socketFor('/club-night');
    socket.receive('club-night:table', {
      version: 10,
      table: {
        ...playing,
        game: {
          ...playing.game,
          status: 'FINISHED',
          currentRound: null,
          dealerSeat: null,
          version: 4,
          endedAt: new Date().toISOString(),
          finalScores: [41000, 11000, 24000, 24000],
          placements: [1, 4, 2, 3],
          eloDeltas: { '11': 12.5, '12': -10, '13': 1, '14': -3.5 },
        },
      },
      waiting: [{ id: 99, username: 'erin' }, ...players.map((p) => ({ id: p.id, username: p.username }))],
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Table 2' })).toBeNull());
    const result = screen.getByRole('listitem', { name: 'Result of table 2' });
    expect(within(result).getByText('1. alice')).toBeTruthy();
    expect(within(result).getByText('41,000')).toBeTruthy();
    expect(within(result).getAllByLabelText('rating change')[0]?.textContent).toBe('+12.5');

    // A gap in the versions asks for the whole board again.
    socket.receive('club-night:checkins', { version: 12, checkins: [], waiting: [] });
    expect(socket.sent).toContain('club-night:resync');
  });

  it('opens the projector view from ?kiosk=1: large type, the check-in address beside its code, labelled results', async () => {
    const finished: BoardTable = {
      ...playing,
      table: 1,
      seatingId: 1,
      game: {
        ...playing.game,
        id: 50,
        type: 'RANKED',
        status: 'FINISHED',
        currentRound: null,
        dealerSeat: null,
        endedAt: minutesAgo(5),
        finalScores: [41000, 11000, 24000, 24000],
        placements: [1, 4, 2, 3],
      },
    };
    const second: BoardTable = { ...playing, seatingId: 4 };
    stubApi((call) =>
      call.path === '/club-night' ? { body: { ...board, tables: [finished, second] } } : undefined,
    );
    const router = renderAt(
      [
        { path: '/club-night', element: <ClubNightBoardPage /> },
        { path: '/club-night/kiosk', element: <ClubNightKioskPage /> },
      ],
      '/club-night?kiosk=1',
    );
    const card = await screen.findByRole('article', { name: 'Table 2' });
    expect(router.state.location.pathname).toBe('/club-night/kiosk');
    expect(screen.getByRole('heading', { name: 'Club Night', level: 1 })).toBeTruthy();
    expect(within(card).getAllByTestId('table-seat')).toHaveLength(4);
    expect(screen.getByTestId('check-in-address').textContent).toBe(`${window.location.host}/checkin`);
    // The first seating of the night is round 1; the table seated after it, round 2.
    const result = screen.getByRole('listitem', { name: 'Result of table 1' });
    expect(within(result).getByText('Round 1 · Table 1')).toBeTruthy();
    expect(within(result).getByTestId('result-kind').textContent).toBe('Riichi Ranked');
    // No admin buttons on the projected screen.
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Leave the projector view' }).getAttribute('href')).toBe(
      '/club-night',
    );
  });

  it("keeps a visitor's choice of round names on the device", async () => {
    stubApi((call) => (call.path === '/club-night' ? { body: board } : undefined));
    renderAt([{ path: '/club-night/kiosk', element: <ClubNightKioskPage /> }], '/club-night/kiosk');
    const card = await screen.findByRole('article', { name: 'Table 2' });
    expect(within(card).getByText('東二局 1本場')).toBeTruthy();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Round names' }), {
      target: { value: 'english' },
    });
    await within(card).findByText('East 2, 1 bonus');
    expect(localStorage.getItem('roundLabels')).toBe('english');
  });
});
