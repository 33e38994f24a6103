import type { BoardTable, ClubNightBoard } from '@mahjong/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketFor } from '../../../test/fake-socket.ts';
import { players } from '../../../test/game-fixtures.ts';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import CheckInPage from './CheckInPage.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  vi.unstubAllGlobals();
});

// bob (id 12) sits South in the fixtures.
const bob = aPlayer({ id: 12, username: 'bob' });
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const empty: ClubNightBoard = {
  version: 3,
  since: new Date().toISOString(),
  checkins: [],
  tables: [],
  waiting: [],
};
const here: ClubNightBoard = {
  ...empty,
  checkins: [{ playerId: 12, username: 'bob', checkedInAt: new Date().toISOString(), expiresAt: inAnHour }],
  waiting: [{ id: 12, username: 'bob' }],
};
const table: BoardTable = {
  table: 2,
  seatingId: 4,
  game: {
    id: 77,
    variant: 'jp',
    type: 'CASUAL',
    status: 'IN_PROGRESS',
    players,
    currentRound: { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
    dealerSeat: 0,
    totals: [25000, 25000, 25000, 25000],
    roundsPlayed: 0,
    version: 0,
    createdAt: new Date().toISOString(),
    endedAt: null,
    finalScores: null,
    placements: null,
    eloDeltas: {},
  },
};

const routes = [
  { path: '/checkin', element: <CheckInPage /> },
  { path: '/games/:variant/:id', element: <p>the game page</p> },
];

describe('check-in page', () => {
  it('checks the member in with one tap', async () => {
    let board = empty;
    const calls = stubApi((call) => {
      if (call.path === '/players/current') return { body: bob };
      if (call.path === '/club-night') return { body: board };
      if (call.method === 'POST' && call.path === '/checkins') {
        board = here;
        return { status: 201, body: here.checkins[0] };
      }
      return undefined;
    });
    renderAt(routes, '/checkin');
    expect(await screen.findByText('You are not checked in tonight.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/You are checked in until/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
    // A checked-in member may seat a round.
    expect(screen.getByRole('heading', { name: 'Seat a round' })).toBeTruthy();
  });

  it('says "Table 2, South" and opens the game when the member’s table starts', async () => {
    stubApi((call) => {
      if (call.path === '/players/current') return { body: bob };
      if (call.path === '/club-night') return { body: here };
      return undefined;
    });
    const router = renderAt(routes, '/checkin');
    expect(await screen.findByText(/Waiting for a table/)).toBeTruthy();
    socketFor('/club-night').receive('club-night:seated', { version: 4, tables: [table], waiting: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/jp/77'));
  });

  it('shows where a member already seated sits, without leaving the page', async () => {
    stubApi((call) => {
      if (call.path === '/players/current') return { body: bob };
      if (call.path === '/club-night') return { body: { ...here, tables: [table], waiting: [] } };
      return undefined;
    });
    const router = renderAt(routes, '/checkin');
    expect(await screen.findByText('Table 2, South')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the game' }).getAttribute('href')).toBe('/games/jp/77');
    expect(router.state.location.pathname).toBe('/checkin');
  });

  it('lets an admin check someone else out', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/players/current') return { body: aPlayer({ id: 1, username: 'ada', admin: true }) };
      if (call.path === '/club-night') return { body: here };
      if (call.path.startsWith('/players?')) return { body: [{ id: 12, username: 'bob' }] };
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    renderAt(routes, '/checkin');
    expect(await screen.findByText('Check someone in')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Check out bob' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/checkins/12')).toBe(true),
    );
  });
});
