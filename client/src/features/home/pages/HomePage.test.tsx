import type { GameLogItem, LeaderboardEntry } from '@mahjong/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { type StubAnswer, stubApi } from '../../../test/stub-api.ts';

const leader = (playerId: number, username: string, displayElo: number): LeaderboardEntry => ({
  playerId,
  username,
  elo: displayElo,
  chomboCount: 0,
  displayElo,
  gamesPlayed: 3,
  provisional: false,
});

const finishedGame: GameLogItem = {
  id: 12,
  variant: 'jp',
  type: 'RANKED',
  status: 'FINISHED',
  players: [
    { id: 1, username: 'akagi', seat: 0, finalScore: 18_000, placement: 3, eloDelta: -1.5 },
    { id: 2, username: 'washizu', seat: 1, finalScore: 41_000, placement: 1, eloDelta: 20 },
    { id: 3, username: 'nanba', seat: 2, finalScore: 9_000, placement: 4, eloDelta: -25 },
    { id: 4, username: 'ichikawa', seat: 3, finalScore: 32_000, placement: 2, eloDelta: 6.5 },
  ],
  roundsPlayed: 9,
  ruleset: { id: 'club', name: 'Club rules' },
  seasonId: null,
  createdAt: '2026-03-01T18:00:00.000Z',
  endedAt: '2026-03-01T19:30:00.000Z',
};

const liveGame = {
  id: 31,
  type: 'RANKED',
  players: [
    { id: 1, username: 'akagi', seat: 0 },
    { id: 2, username: 'washizu', seat: 1 },
    { id: 3, username: 'nanba', seat: 2 },
    { id: 4, username: 'ichikawa', seat: 3 },
  ],
  currentRound: { roundWind: 'SOUTH', roundNumber: 3, bonus: 1, startRiichiStickCount: 0 },
  totals: [25_000, 25_000, 25_000, 25_000],
  createdAt: '2026-03-02T18:00:00.000Z',
};

function serve(answers: Record<string, StubAnswer>) {
  return stubApi((call) => answers[call.path]);
}

afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('welcomes visitors with a way to log in or register', async () => {
    serve({});
    renderAt(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Welcome to the Mahjong Club' })).toBeTruthy();
    const welcome = screen.getByRole('region', { name: 'Welcome to the Mahjong Club' });
    expect(within(welcome).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(within(welcome).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('greets a logged-in player by name', async () => {
    serve({ '/players/current': { body: aPlayer({ username: 'akagi' }) } });
    renderAt(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, akagi' })).toBeTruthy();
  });

  it('shows live games, the top of each board and the recent games', async () => {
    const calls = serve({
      '/games/current/jp': { body: [liveGame] },
      // A casual table is listed too, as on the Hong Kong live page, and can be hidden.
      '/games/current/hk': { body: [{ ...liveGame, id: 41, type: 'CASUAL' }] },
      '/leaderboard/jp?type=RANKED': {
        body: [1, 2, 3, 4, 5, 6].map((n) => leader(n, `player${n}`, 1600 - n * 10)),
      },
      '/leaderboard/jp?type=CASUAL': { body: [] },
      '/leaderboard/hk?type=RANKED': { body: [{ ...leader(9, 'hk-star', 1543.25), provisional: true }] },
      '/leaderboard/hk?type=CASUAL': { body: [] },
      '/games?pageSize=5': { body: { items: [finishedGame], total: 1 } },
    });
    renderAt(routes, '/');

    // The same four play the riichi table and the casual Hong Kong one.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('link', { name: 'akagi · washizu · nanba · ichikawa' })
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/games/jp/31', '/games/hk/41']),
    );
    // A visitor sees the default round names (Settings may choose English).
    expect(screen.getByText('南三局 1本場')).toBeTruthy();
    const casual = document.querySelector('a[href="/games/hk/41"]');
    expect(casual?.closest('article')?.textContent).toContain('Casual');
    expect(document.querySelector('a[href="/games/jp/31"]')?.closest('article')?.textContent).not.toContain(
      'Casual',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show casual tables' }));
    await screen.findByText('No Hong Kong table is playing right now.');
    expect(document.querySelector('a[href="/games/hk/41"]')).toBeNull();
    expect(document.querySelector('a[href="/games/jp/31"]')).not.toBeNull();

    const riichiTop = screen.getByRole('table', { name: 'Top 5 of the Riichi Ranked leaderboard' });
    expect(within(riichiTop).getAllByRole('row')).toHaveLength(6);
    expect(within(riichiTop).queryByText('player6')).toBeNull();
    expect(within(riichiTop).getAllByRole('row')[1]?.textContent).toBe('1player11590.0');
    // A provisional player is not ranked yet; every name opens the player's page.
    const hongKongTop = screen.getByRole('table', { name: /Hong Kong Ranked/ });
    expect(within(hongKongTop).getAllByRole('row')[1]?.textContent).toBe('–hk-star1543.3');
    expect(within(hongKongTop).getByRole('link', { name: 'hk-star' }).getAttribute('href')).toBe(
      '/players/hk-star',
    );

    const recent = screen.getByRole('link', { name: 'Riichi Ranked #12' });
    expect(recent.getAttribute('href')).toBe('/games/jp/12');
    expect(screen.getByText('washizu')).toBeTruthy();
    expect(calls.some((call) => call.path === '/games?pageSize=5')).toBe(true);
  });

  it('keeps the page whole when the game and leaderboard endpoints fail', async () => {
    serve({ '/games/current/jp': { status: 500, body: { error: { code: 'BOOM', message: 'boom' } } } });
    renderAt(routes, '/');
    // Every call but the current player's answers 404 or 500 (and is retried once).
    expect(
      await screen.findByText('Recent games could not be loaded just now.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    // Each section's query gives up on its own schedule: wait for each message, not only the first.
    await waitFor(
      () => {
        expect(screen.getAllByText('The leaderboard could not be loaded just now.')).toHaveLength(4);
        expect(screen.getAllByText('Live games could not be loaded just now.')).toHaveLength(2);
      },
      { timeout: 4000 },
    );
    expect(screen.getByRole('heading', { name: 'Welcome to the Mahjong Club' })).toBeTruthy();
  });

  it('redirects an unknown path to / replacing the history entry', async () => {
    serve({});
    const router = renderAt(routes, '/somewhere/else');
    await screen.findByRole('heading', { name: 'Welcome to the Mahjong Club' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
