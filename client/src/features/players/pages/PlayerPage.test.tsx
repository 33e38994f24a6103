import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { stubApi, visitor } from '../../../test/stub-api.ts';
import { aliceAgainstBob, alicePage, recentGame, riichiBoard, statsOf } from '../test-support.ts';
import PlayerPage from './PlayerPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/players/:username', element: <PlayerPage /> }];

function serve() {
  return stubApi((call) => {
    if (call.path === '/player-pages/alice' || call.path === '/player-pages/Alice')
      return { body: alicePage };
    if (call.path === '/player-pages/alice?season=4') return { body: { ...alicePage, ratings: [] } };
    if (call.path === '/seasons')
      return {
        body: [
          {
            id: 4,
            name: 'Spring cup',
            startDate: '2026-03-01',
            endDate: '2026-05-31',
            type: 'league',
            league: 'Cup',
          },
        ],
      };
    if (call.path.startsWith('/player-pages/')) {
      return {
        status: 404,
        body: { error: { code: 'PLAYER_NOT_FOUND', message: 'No player is called x.' } },
      };
    }
    if (call.path === '/stats/jp?type=RANKED&season=all&player=7') return { body: statsOf('jp', 'RANKED') };
    if (call.path === '/stats/hk?type=CASUAL&season=all&player=7') return { body: statsOf('hk', 'CASUAL') };
    if (call.path === '/games?player=7&page=1&pageSize=10')
      return { body: { items: [recentGame], total: 1 } };
    if (call.path.startsWith('/leaderboard/')) return { body: riichiBoard };
    if (call.path === '/stats/jp/head-to-head?type=RANKED&season=all&playerA=7&playerB=8') {
      return { body: aliceAgainstBob };
    }
    return visitor(call);
  });
}

describe('player page', () => {
  it('shows one season when the address names it, and all time again on request', async () => {
    const calls = serve();
    const router = renderAt(routes, '/players/alice?season=4');
    expect(await screen.findByText('No finished games in this season.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/player-pages/alice?season=4')).toBe(true);
    const select = screen.getByLabelText('Season') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('4'));
    expect(within(select).getByRole('option', { name: 'Spring cup (League: Cup)' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Riichi Ranked' })).toBeTruthy();
  });

  it("shows the first kind's rating, places, history, statistics and recent games", async () => {
    serve();
    renderAt(routes, '/players/alice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riichi Ranked' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1497.3')).toBeTruthy();
    expect(screen.getAllByText('Provisional').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Places finished').textContent).toBe('1st 0 · 2nd 1 · 3rd 1 · 4th 0');
    // The chart's text alternative: the rating after each game.
    const history = await screen.findByRole('table', { name: 'Rating history' }, { timeout: 5000 });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(await screen.findByText('37.5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All statistics' }).getAttribute('href')).toBe(
      '/stats/jp?player=7&type=RANKED&season=all',
    );
    expect(await screen.findByRole('link', { name: 'Game #12' })).toBeTruthy();
    expect(screen.getByText(/2nd, 15,900/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All their games' }).getAttribute('href')).toBe(
      '/games?player=7',
    );
  });

  it('switches kind, keeping it in the address', async () => {
    const calls = serve();
    const router = renderAt(routes, '/players/alice');
    fireEvent.click(await screen.findByRole('button', { name: 'Hong Kong Casual' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=hk-casual'));
    expect(screen.getByText('1520.0')).toBeTruthy();
    expect(screen.getByLabelText('Places finished').textContent).toBe('1st 3 · 2nd 1 · 3rd 1 · 4th 1');
    // Hong Kong's figures, and a link to its statistics page.
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/stats/hk?type=CASUAL&season=all&player=7')).toBe(true),
    );
    expect(await screen.findByText('25.0%')).toBeTruthy();
    expect(screen.queryByText('37.5%')).toBeNull();
    expect(screen.getByRole('link', { name: 'All statistics' }).getAttribute('href')).toBe(
      '/stats/hk?player=7&type=CASUAL&season=all',
    );
  });

  it('shows the head-to-head against a chosen opponent', async () => {
    serve();
    renderAt(routes, '/players/alice');
    const picker = (await screen.findByLabelText('Alice against')) as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose an opponent', 'bob']),
    );
    fireEvent.change(picker, { target: { value: '8' } });
    expect(await screen.findByText('Games together')).toBeTruthy();
    expect(screen.getByText('0 of 2')).toBeTruthy();
    expect(screen.getByText('25,300')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('/players/bob');
  });

  it('says so when nobody has that name', async () => {
    const calls = serve();
    renderAt(routes, '/players/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'No player called nobody' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/player-pages/nobody')).toHaveLength(1);
  });
});
