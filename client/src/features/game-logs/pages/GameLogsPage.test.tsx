import type { GameLogItem } from '@mahjong/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { players } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import GameLogsPage from './GameLogsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

function logItem(id: number): GameLogItem {
  return {
    id,
    variant: 'jp',
    type: 'RANKED',
    status: 'FINISHED',
    players: players.map((player) => ({
      ...player,
      finalScore: 40000 - player.seat * 5000,
      placement: player.seat + 1,
      eloDelta: 0,
    })),
    roundsPlayed: 9,
    ruleset: { id: 'club', name: 'Club rules' },
    seasonId: null,
    createdAt: '2026-03-01T18:00:00.000Z',
    endedAt: '2026-03-01T20:00:00.000Z',
  };
}

const routes = [
  { path: '/games', element: <GameLogsPage /> },
  { path: '/games/:variant/:id', element: <h1>Game page</h1> },
];

function serve(total: number) {
  return stubApi((call) => {
    if (call.path === '/seasons') return { body: [] };
    if (call.path === '/rulesets')
      return {
        body: [
          { id: 'club', variant: 'jp', name: 'Club rules', rules: {} },
          { id: 'wrc', variant: 'jp', name: 'WRC', rules: {} },
        ],
      };
    if (call.path.startsWith('/players?'))
      return { body: players.map(({ id, username }) => ({ id, username })) };
    if (call.path.startsWith('/games?')) {
      const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
      return { body: { items: [logItem(1000 - page)], total } };
    }
    return undefined;
  });
}

describe('game logs page', () => {
  it('asks the server for one page at a time and links each row to its game', async () => {
    const calls = serve(120);
    const router = renderAt(routes, '/games');
    const link = await screen.findByRole('link', { name: '#999' });
    expect(link.getAttribute('href')).toBe('/games/jp/999');
    expect(calls.some((call) => call.path === '/games?page=1&pageSize=25')).toBe(true);
    const table = screen.getByRole('table', { name: 'Game logs' });
    const alice = within(table).getByRole('link', { name: 'alice' });
    expect(alice.getAttribute('href')).toBe('/players/alice');
    expect(alice.parentElement?.textContent).toBe('alice 40,000 · bob 35,000 · carol 30,000 · dave 25,000');
    expect(screen.getByText('1–25 of 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: '#998' });
    expect(calls.some((call) => call.path === '/games?page=2&pageSize=25')).toBe(true);
    expect(router.state.location.search).toBe('?page=2');

    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '100' } });
    await waitFor(() => expect(calls.some((call) => call.path === '/games?page=1&pageSize=100')).toBe(true));
    await screen.findByRole('link', { name: '#999' });
    expect(screen.getByText('1–100 of 120')).toBeTruthy();

    fireEvent.click(screen.getByText('Riichi Ranked'));
    await screen.findByRole('heading', { name: 'Game page' });
    expect(router.state.location.pathname).toBe('/games/jp/999');
  });

  it('filters by variant, type and status, starting again from page 1', async () => {
    const calls = serve(3);
    const router = renderAt(routes, '/games?page=3');
    await screen.findByRole('link', { name: '#997' });
    fireEvent.change(screen.getByLabelText('Variant'), { target: { value: 'hk' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'CASUAL' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'IN_PROGRESS' } });
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/games?variant=hk&type=CASUAL&status=IN_PROGRESS&page=1&pageSize=25',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toBe('?variant=hk&type=CASUAL&status=IN_PROGRESS');
  });

  it('restores several players, a rule set, a range and an order from a shared address', async () => {
    const calls = serve(1);
    const router = renderAt(
      routes,
      '/games?players=11,12&ruleset=wrc&from=2026-03-01&to=2026-03-31&sort=result&resultOf=12',
    );
    await screen.findByRole('link', { name: '#999' });
    expect(
      calls.some(
        (call) =>
          call.path ===
          '/games?players=11%2C12&ruleset=wrc&from=2026-03-01&to=2026-03-31&sort=result&resultOf=12&page=1&pageSize=25',
      ),
    ).toBe(true);
    expect(await screen.findByRole('button', { name: 'Remove alice from the filter' })).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-31');
    await waitFor(() => expect((screen.getByLabelText('Rule set') as HTMLSelectElement).value).toBe('wrc'));
    expect((screen.getByLabelText('Order') as HTMLSelectElement).value).toBe('12');

    // Taking bob out of the filter takes his order with him.
    fireEvent.click(screen.getByRole('button', { name: 'Remove bob from the filter' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?ruleset=wrc&from=2026-03-01&to=2026-03-31&players=11'),
    );
  });
});
