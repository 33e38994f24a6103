import type { Tournament } from '@mahjong/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketFor } from '../../../test/fake-socket.ts';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aTournament } from '../test-support.ts';
import TournamentBoardPage from './TournamentBoardPage.tsx';
import TournamentPage from './TournamentPage.tsx';
import TournamentsPage from './TournamentsPage.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// grace (7) sits West at table 2.
const grace = aPlayer({ id: 7, username: 'grace' });

function serve(tournament: () => Tournament, player = grace) {
  return stubApi((call) => {
    if (call.path === '/players/current') return { body: player };
    if (call.path === '/tournaments/5') return { body: tournament() };
    return undefined;
  });
}

const page = [{ path: '/tournaments/:id', element: <TournamentPage /> }];

describe('a tournament page', () => {
  it('puts the reader’s table and seat at the top, and shows each table live with the standings', async () => {
    serve(() => aTournament());
    renderAt(page, '/tournaments/5');
    expect((await screen.findByTestId('my-seat')).textContent).toBe('Table 2, West');
    expect(screen.getByRole('link', { name: 'Open your game' }).getAttribute('href')).toBe('/games/jp/102');
    const table = screen.getByRole('article', { name: 'Table 2' });
    expect(within(table).getAllByTestId('table-seat')).toHaveLength(4);
    expect(within(table).getByText('32,000')).toBeTruthy();
    expect(within(table).getByText('+5 min')).toBeTruthy();
    const standings = screen.getByRole('table', { name: 'Standings' });
    expect(within(standings).getAllByTestId('standing-row')).toHaveLength(8);
    expect(screen.getByRole('timer', { name: 'Session 1 clock' })).toBeTruthy();
  });

  it('moves the standings the moment an update arrives, and asks again for what it cannot read', async () => {
    serve(() => aTournament());
    renderAt(page, '/tournaments/5');
    await screen.findByRole('table', { name: 'Standings' });
    const socket = socketFor('/tournaments/5');
    const base = aTournament();
    const next = {
      ...base,
      version: 11,
      standings: [{ ...base.standings[4]!, place: 1, points: 38.5, games: 1 }, ...base.standings.slice(0, 4)],
    };
    next.sessionList[0]!.tables[0]!.game!.lastHand = true;
    socket.receive('tournament:update', { version: 11, tournament: next });
    const rows = within(screen.getByRole('table', { name: 'Standings' })).getAllByTestId('standing-row');
    expect(within(rows[0]!).getByText('erin')).toBeTruthy();
    expect(within(rows[0]!).getByText('+38.5')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Table 1' })).getByTestId('last-hand')).toBeTruthy();

    expect(socket.sent).not.toContain('tournament:resync');
    socket.receive('tournament:update', { version: 12, tournament: { broken: true } });
    expect(socket.sent).toContain('tournament:resync');
    // An older update changes nothing.
    socket.receive('tournament:update', { version: 9, tournament: { ...base, version: 9 } });
    expect(within(screen.getAllByTestId('standing-row')[0]!).getByText('erin')).toBeTruthy();
  });

  it('is the report once finished: final standings, every game linked, the results as files', async () => {
    const base = aTournament();
    const finished: Tournament = {
      ...base,
      status: 'finished',
      sessionList: base.sessionList.map((session) => ({
        ...session,
        status: 'finished',
        clock: null,
        tables: session.n === 1 ? session.tables : [],
      })),
    };
    serve(() => finished);
    renderAt(page, '/tournaments/5');
    await screen.findByRole('heading', { name: 'Report' });
    expect(screen.queryByTestId('my-seat')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Final standings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the game of table 1' }).getAttribute('href')).toBe(
      '/games/jp/101',
    );
    expect(screen.getByRole('link', { name: 'Results (CSV)' }).getAttribute('href')).toBe(
      '/api/tournaments/5/results.csv',
    );
    expect(screen.getByRole('link', { name: 'EMA results sheet (CSV)' }).getAttribute('href')).toBe(
      '/api/tournaments/5/ema.csv',
    );
  });
});

describe('the tournament board', () => {
  it('shows the clock, every table of the session without links, and the standings', async () => {
    serve(() => aTournament());
    renderAt([{ path: '/tournaments/:id/board', element: <TournamentBoardPage /> }], '/tournaments/5/board');
    await screen.findByRole('article', { name: 'Table 1' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('timer', { name: 'Session 1 clock' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Table 2' })).queryByRole('link')).toBeNull();
    expect(screen.getByRole('table', { name: 'Standings' })).toBeTruthy();
  });

  it('keeps every table of a large room on the screen, and the standings to their top rows', async () => {
    const base = aTournament();
    const first = base.sessionList[0]!;
    const room = Array.from({ length: 8 }, (_, index) => ({ ...first.tables[index % 2]!, table: index + 1 }));
    const standings = Array.from({ length: 32 }, (_, index) => ({
      ...base.standings[0]!,
      playerId: index + 1,
      place: index + 1,
      username: `p${index + 1}`,
    }));
    serve(() => ({ ...base, standings, sessionList: [{ ...first, tables: room }, base.sessionList[1]!] }));
    renderAt([{ path: '/tournaments/:id/board', element: <TournamentBoardPage /> }], '/tournaments/5/board');
    await screen.findByRole('article', { name: 'Table 8' });
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(
      within(screen.getByRole('table', { name: 'Standings' })).getAllByTestId('standing-row'),
    ).toHaveLength(24);
  });
});

describe('the tournament list', () => {
  it('lists tournaments by state and registers a signed-in player while registration is open', async () => {
    const open = {
      ...aTournament({ id: 6, name: 'Spring Cup', status: 'upcoming', registrationOpen: true }),
    };
    let registered = false;
    const calls = stubApi((call) => {
      if (call.path === '/players/current') return { body: grace };
      if (call.path === '/tournaments') return { body: [aTournament(), { ...open, registered }] };
      if (call.method === 'POST' && call.path === '/tournaments/6/participants') {
        registered = true;
        return { status: 201, body: { playerId: 7, username: 'grace', status: 'playing', guest: false } };
      }
      return undefined;
    });
    renderAt([{ path: '/tournaments', element: <TournamentsPage /> }], '/tournaments');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('link', { name: 'Spring Cup' }).getAttribute('href')).toBe(
      '/tournaments/6',
    );
    expect(within(screen.getByRole('region', { name: 'Running' })).getByText('Winter Open')).toBeTruthy();
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Register for Spring Cup' }));
    await within(upcoming).findByText('You are registered');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
    expect(within(upcoming).getByRole('button', { name: 'Withdraw from Spring Cup' })).toBeTruthy();
  });
});
