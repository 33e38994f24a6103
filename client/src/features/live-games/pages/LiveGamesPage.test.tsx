import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveGame } from '../../../api/live-games.ts';
import { socketFor } from '../../../test/fake-socket.ts';
import { players } from '../../../test/game-fixtures.ts';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import LiveGamesPage from './LiveGamesPage.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const live: LiveGame[] = [
  {
    id: 31,
    variant: 'jp',
    type: 'RANKED',
    roundsPlayed: 6,
    version: 7,
    players,
    currentRound: { roundWind: 'SOUTH', roundNumber: 2, bonus: 1, startRiichiStickCount: 1 },
    totals: [31000, 24000, 18000, 26000],
    createdAt: minutesAgo(42),
  },
  {
    id: 32,
    variant: 'jp',
    type: 'CASUAL',
    roundsPlayed: 0,
    version: 1,
    players,
    currentRound: { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
    totals: [25000, 25000, 25000, 25000],
    createdAt: minutesAgo(5),
  },
];

describe('live games page', () => {
  it('shows every game in progress as a card linking to the game, ranked first, then casual', async () => {
    // Newest first from the server: the casual game started after the ranked one.
    const calls = stubApi((call) =>
      call.path === '/games/current/jp' ? { body: [live[1], live[0]] } : undefined,
    );
    renderAt([{ path: '/games/current/jp', element: <LiveGamesPage variant="jp" /> }], '/games/current/jp');
    expect(await screen.findByRole('heading', { name: 'Live Riichi Games' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Game 31' });
    expect(within(card).getByRole('link', { name: '南二局 1本場' }).getAttribute('href')).toBe(
      '/games/jp/31',
    );
    expect(within(card).getByText('31,000')).toBeTruthy();
    expect(within(card).getByText('carol')).toBeTruthy();
    expect(within(card).getByText('Started 42 minutes ago')).toBeTruthy();
    expect(within(card).getByTestId('game-type').textContent).toBe('Ranked');
    const casual = screen.getByRole('article', { name: 'Game 32' });
    expect(within(casual).getByTestId('game-type').textContent).toBe('Casual');
    expect(within(casual).getByRole('link').getAttribute('href')).toBe('/games/jp/32');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Game 31',
      'Game 32',
    ]);
    expect(calls.filter((call) => call.path === '/games/current/jp')).toHaveLength(1);
  });

  it('hides casual tables at the switch, and remembers it on this device', async () => {
    stubApi((call) => (call.path === '/games/current/jp' ? { body: live } : undefined));
    renderAt([{ path: '/games/current/jp', element: <LiveGamesPage variant="jp" /> }], '/games/current/jp');
    await screen.findByRole('article', { name: 'Game 32' });
    const toggle = screen.getByRole('checkbox', { name: 'Show casual tables' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Game 32' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Game 31' })).toBeTruthy();
    cleanup();

    // Only a casual table plays, and this device hides them: the page says so.
    stubApi((call) => (call.path === '/games/current/jp' ? { body: [live[1]] } : undefined));
    renderAt([{ path: '/games/current/jp', element: <LiveGamesPage variant="jp" /> }], '/games/current/jp');
    await screen.findByText('No ranked table is playing right now; casual tables are hidden.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show casual tables' }));
    await screen.findByRole('article', { name: 'Game 32' });
  });

  it('says when no table is playing at all', async () => {
    stubApi((call) => (call.path === '/games/current/jp' ? { body: [] } : undefined));
    renderAt([{ path: '/games/current/jp', element: <LiveGamesPage variant="jp" /> }], '/games/current/jp');
    await screen.findByText('No table is playing right now.');
  });

  it('shows the seat winds of the current round and the dealer, in the round names chosen in Settings', async () => {
    stubApi((call) => {
      if (call.path === '/players/current')
        return { body: aPlayer({ settings: { roundLabels: 'english' } }) };
      return call.path === '/games/current/jp' ? { body: live } : undefined;
    });
    renderAt([{ path: '/games/current/jp', element: <LiveGamesPage variant="jp" /> }], '/games/current/jp');
    const card = await screen.findByRole('article', { name: 'Game 31' });
    // South 2: bob (seat 1) deals and sits East — not the winds the game started with.
    await within(card).findByRole('link', { name: 'South 2, 1 bonus' });
    expect(within(card).getByTestId('wind-1').textContent).toBe('East');
    expect(within(card).getByTestId('wind-0').textContent).toBe('North');
    expect(within(card).getByTestId('wind-2').textContent).toBe('South');
    expect(within(card).getByText('Dealer').closest('div')?.textContent).toContain('bob');
  });

  it('keeps the list current from the live socket: rounds, watchers, new games, ended and deleted ones', async () => {
    const ranked = live[0] as LiveGame;
    const calls = stubApi((call) => (call.path === '/games/current/jp' ? { body: [ranked] } : undefined));
    renderAt([{ path: '/games/current/jp', element: <LiveGamesPage variant="jp" /> }], '/games/current/jp');
    const card = await screen.findByRole('article', { name: 'Game 31' });
    const socket = socketFor('/live/jp');
    expect(screen.getByText('Connecting…')).toBeTruthy();
    socket.receive('connect');
    expect(screen.getByText('Live')).toBeTruthy();

    const update = (game: LiveGame, status: 'IN_PROGRESS' | 'FINISHED' = 'IN_PROGRESS') =>
      socket.receive('live:game-updated', { variant: 'jp', game: { spectators: 0, ...game, status } });
    update({
      ...ranked,
      version: 8,
      roundsPlayed: 7,
      currentRound: { roundWind: 'SOUTH', roundNumber: 3, bonus: 0, startRiichiStickCount: 0 },
      totals: [39000, 16000, 18000, 26000],
      spectators: 4,
    });
    await within(card).findByRole('link', { name: '南三局 0本場' });
    expect(within(card).getByText('39,000')).toBeTruthy();
    expect(within(card).getByText('4 watching')).toBeTruthy();
    // Watchers come and go between hands.
    socket.receive('live:spectators', { variant: 'jp', gameId: 31, count: 5 });
    await within(card).findByText('5 watching');
    socket.receive('live:spectators', { variant: 'jp', gameId: 404, count: 9 });
    expect(screen.queryByRole('article', { name: 'Game 404' })).toBeNull();

    update({ ...ranked, id: 33, createdAt: new Date().toISOString() });
    await screen.findByRole('article', { name: 'Game 33' });
    update({ ...ranked, version: 9 }, 'FINISHED');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Game 31' })).toBeNull());
    // An admin deletes a game: it leaves the list.
    socket.receive('live:game-removed', { variant: 'jp', gameId: 33 });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Game 33' })).toBeNull());
    // No polling: the socket is the one source after the first load.
    expect(calls.filter((call) => call.path === '/games/current/jp')).toHaveLength(1);

    socket.receive('disconnect');
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
  });
});
