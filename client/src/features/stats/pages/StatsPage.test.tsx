import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { board } from '../../../test/leaderboard.ts';
import { aPlayer } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aliceAgainstBob, aliceStats, seasons } from '../test-support.ts';
import StatsPage from './StatsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

function serve(loggedIn: boolean) {
  return stubApi((call) => {
    if (call.path === '/players/current') {
      return loggedIn ? { body: aPlayer({ id: 7, username: 'alice' }) } : { status: 401, body: {} };
    }
    if (call.path === '/seasons') return { body: seasons };
    if (call.path.startsWith('/leaderboard/jp?')) return { body: board('alice', 'bob') };
    if (call.path.startsWith('/stats/jp/head-to-head?')) return { body: aliceAgainstBob };
    if (call.path.startsWith('/stats/jp?')) {
      const player = new URLSearchParams(call.path.split('?')[1]).get('player');
      if (player === '7') return { body: aliceStats() };
      return {
        body: aliceStats({ player: null, playerCount: 4, rating: null, displayElo: null, ratingHistory: [] }),
      };
    }
    return undefined;
  });
}

function renderStats(path = '/stats/jp') {
  const router = createMemoryRouter(
    [
      { path: '/stats/jp', element: <StatsPage /> },
      { path: '/games/:variant/:id', element: <p>game page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** A stat card's value: Chakra's Stat is a `<dl>`, its label the `<dt>` and the value a `<dd>`. */
function card(label: string): string {
  const term = screen.getAllByText(label).find((node) => node.tagName === 'DT');
  return term?.closest('dl')?.querySelector('dd')?.textContent ?? '';
}

/** A table's body rows as lists of cell texts. */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('statistics page', () => {
  it("shows the logged-in player's figures by default, each with what it counts", async () => {
    const calls = serve(true);
    renderStats();
    expect(await screen.findByRole('heading', { level: 1, name: 'Riichi Statistics' })).toBeTruthy();
    await screen.findByText(/alice · Riichi Ranked · all seasons/);
    expect(calls.some((call) => call.path === '/stats/jp?type=RANKED&season=all&player=7')).toBe(true);
    expect(card('Win rate')).toBe('37.5%');
    expect(card('Average win')).toBe('5,567');
    expect(card('Deal-in rate')).toBe('12.5%');
    expect(card('Dealer win rate')).toBe('66.7%');
    expect(card('Rating')).toBe('1497.3');
    // The definition is tied to the ⓘ button for screen readers, and shown as its tooltip.
    const about = screen.getByRole('button', { name: 'What Deal-in rate counts' });
    const description = document.getElementById(about.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/Being liable for pao without discarding/);
    expect((screen.getByLabelText('Player') as HTMLSelectElement).value).toBe('7');
  });

  it('gives the charts as tables, lists the games with links, and offers the CSV', async () => {
    serve(true);
    const router = renderStats();
    const history = await screen.findByRole('table', { name: 'Rating history' });
    expect(rows(history)).toEqual([
      ['#11', '1 Oct 2026', '3', '-4.5', '1495.5'],
      ['#12', '2 Oct 2026', '2', '+16.8', '1512.3'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Places' }))).toEqual([
      ['1st', '0.0%', '0'],
      ['2nd', '50.0%', '1'],
      ['3rd', '50.0%', '1'],
      ['4th', '0.0%', '0'],
    ]);
    const games = screen.getByRole('table', { name: 'alice’s games' });
    expect(rows(games)[0]).toEqual(['#12', '2 Oct 2026', '2nd', '15,900', '+16.8', '1512.3']);
    const download = screen.getByRole('link', { name: /Download alice’s games/ });
    expect(download.getAttribute('href')).toBe('/api/players/7/games.csv?variant=jp&type=RANKED');
    fireEvent.click(within(games).getByRole('link', { name: '#11' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/jp/11'));
  });

  it('shows the whole club to a visitor, and a player once picked', async () => {
    const calls = serve(false);
    const router = renderStats();
    await screen.findByText(/The whole club · Riichi Ranked/);
    expect(calls.some((call) => call.path === '/stats/jp?type=RANKED&season=all')).toBe(true);
    expect(screen.queryByRole('table', { name: 'Rating history' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Player'), { target: { value: '7' } });
    await screen.findByText(/alice · Riichi Ranked/);
    expect(router.state.location.search).toBe('?player=7&type=RANKED&season=all');
    fireEvent.change(screen.getByLabelText('Season'), { target: { value: '4' } });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/stats/jp?type=RANKED&season=4&player=7')).toBe(true),
    );
  });

  it('compares two players head to head', async () => {
    const calls = serve(true);
    renderStats('/stats/jp?player=7&type=RANKED&season=all');
    const opponent = await screen.findByLabelText('alice against');
    fireEvent.change(opponent, { target: { value: '8' } });
    expect(await screen.findByText('bob placed higher')).toBeTruthy();
    expect(
      calls.some((call) =>
        call.path.startsWith('/stats/jp/head-to-head?type=RANKED&season=all&playerA=7&playerB=8'),
      ),
    ).toBe(true);
    expect(screen.getByText('25,300')).toBeTruthy();
    expect(screen.getByText('bob +21,300')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Game #12' }).getAttribute('href')).toBe('/games/jp/12');
  });
});
