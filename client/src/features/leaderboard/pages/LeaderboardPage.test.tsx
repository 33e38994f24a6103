import type { LeaderboardEntry, Season } from '@mahjong/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import LeaderboardPage from './LeaderboardPage.tsx';

afterEach(() => vi.unstubAllGlobals());

function entry(index: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    playerId: index + 1,
    username: `player${index + 1}`,
    elo: 1600 - index,
    chomboCount: 0,
    displayElo: 1600 - index,
    gamesPlayed: 10,
    provisional: false,
    ...overrides,
  };
}

const seasons: Season[] = [
  {
    id: 3,
    name: 'Spring 2000',
    startDate: '2000-01-01',
    endDate: '2000-06-30',
    type: 'ranked',
    league: null,
    rules: { jp: null, hk: null },
  },
  {
    id: 4,
    name: 'Forever',
    startDate: '2000-07-01',
    endDate: '2999-12-31',
    type: 'ranked',
    league: null,
    rules: { jp: null, hk: null },
  },
];

function serve(entries: LeaderboardEntry[]) {
  return stubApi((call) => {
    if (call.path === '/seasons') return { body: seasons };
    if (call.path.startsWith('/leaderboard/')) return { body: entries };
    return undefined;
  });
}

function renderBoard(path = '/leaderboard/jp') {
  const router = createMemoryRouter(
    [{ path: '/leaderboard/jp', element: <LeaderboardPage variant="jp" type="RANKED" /> }],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function bodyRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Riichi Ranked Leaderboard' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''));
}

describe('leaderboard page', () => {
  it('shows rank, username, displayElo with one decimal, games and chombos', async () => {
    serve([
      entry(0, { username: 'alice', elo: 1560.04, displayElo: 1530.04, chomboCount: 2, gamesPlayed: 12 }),
      entry(1, { username: 'bob', elo: 1500, displayElo: 1500, gamesPlayed: 3 }),
      entry(2, { username: 'carol', elo: 1471.25, displayElo: 1471.25, gamesPlayed: 7 }),
    ]);
    renderBoard();
    expect(await screen.findByRole('heading', { name: 'Riichi Ranked Leaderboard' })).toBeTruthy();
    await screen.findByText('alice');
    expect(bodyRows()).toEqual([
      ['1', 'alice', '1530.0', '12', '2'],
      ['2', 'bob', '1500.0', '3', '0'],
      ['3', 'carol', '1471.3', '7', '0'],
    ]);
  });

  it('asks for the running season first, and for all time when picked', async () => {
    const calls = serve([entry(0)]);
    const router = renderBoard();
    await screen.findByText('player1');
    expect(calls.some((call) => call.path === '/leaderboard/jp?type=RANKED&season=4')).toBe(true);
    const picker = screen.getByLabelText('Season') as HTMLSelectElement;
    expect(picker.value).toBe('4');
    fireEvent.change(picker, { target: { value: 'all' } });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/leaderboard/jp?type=RANKED&season=all')).toBe(true),
    );
    expect(router.state.location.search).toBe('?season=all');
  });

  it('pages 25 rows at a time and keeps the overall rank when filtering by name', async () => {
    serve(Array.from({ length: 30 }, (_, index) => entry(index)));
    renderBoard('/leaderboard/jp?season=all');
    await screen.findByText('player1');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows().map((row) => row[0])).toEqual(['26', '27', '28', '29', '30']);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(bodyRows()).toHaveLength(30);
    fireEvent.change(screen.getByLabelText('Search players'), { target: { value: 'player2' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(11));
    expect(bodyRows()[0]).toEqual(['2', 'player2', '1599.0', '10', '0']);
  });

  it('lists provisional players after the ranked ones, marked and unranked, and everyone by rating on request', async () => {
    serve([
      entry(0, { username: 'alice', displayElo: 1550 }),
      entry(1, { username: 'bob', displayElo: 1490 }),
      entry(2, { username: 'newcomer', displayElo: 1580, gamesPlayed: 2, provisional: true }),
      entry(3, { username: 'visitor', displayElo: 1470, gamesPlayed: 1, provisional: true }),
    ]);
    renderBoard('/leaderboard/jp?season=all');
    await screen.findByText('alice');
    expect(bodyRows()).toEqual([
      ['1', 'alice', '1550.0', '10', '0'],
      ['2', 'bob', '1490.0', '10', '0'],
      ['–', 'newcomerProvisional', '1580.0', '2', '0'],
      ['–', 'visitorProvisional', '1470.0', '1', '0'],
    ]);
    fireEvent.click(screen.getByLabelText('Everyone in rating order'));
    await waitFor(() => expect(bodyRows()[0]).toEqual(['1', 'newcomerProvisional', '1580.0', '2', '0']));
    expect(bodyRows().map((row) => row[1])).toEqual([
      'newcomerProvisional',
      'alice',
      'bob',
      'visitorProvisional',
    ]);
    expect(bodyRows().map((row) => row[0])).toEqual(['1', '2', '3', '4']);
  });

  it('links every name to the player page', async () => {
    serve([entry(0, { username: 'Ann Lee' })]);
    renderBoard('/leaderboard/jp?season=all');
    const link = await screen.findByRole('link', { name: 'Ann Lee' });
    expect(link.getAttribute('href')).toBe('/players/Ann%20Lee');
  });

  it('shows the board as of a picked day, kept in the address, and today again on request', async () => {
    const calls = serve([entry(0)]);
    const router = renderBoard('/leaderboard/jp?season=all');
    await screen.findByText('player1');
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2000-03-10' } });
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/leaderboard/jp?type=RANKED&season=all&asOf=2000-03-10'),
      ).toBe(true),
    );
    expect(router.state.location.search).toBe('?season=all&asOf=2000-03-10');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?season=all'));
  });

  it('lets an unchosen season follow the day picked', async () => {
    const calls = serve([entry(0)]);
    const router = renderBoard();
    await screen.findByText('player1');
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2000-03-10' } });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/leaderboard/jp?type=RANKED&season=3&asOf=2000-03-10')).toBe(
        true,
      ),
    );
    expect(router.state.location.search).toBe('?asOf=2000-03-10');
  });

  it('picks the season running on the day shown when none is chosen', async () => {
    const calls = serve([entry(0)]);
    renderBoard('/leaderboard/jp?asOf=2000-03-10');
    await screen.findByText('player1');
    expect(calls.some((call) => call.path === '/leaderboard/jp?type=RANKED&season=3&asOf=2000-03-10')).toBe(
      true,
    );
  });
});
