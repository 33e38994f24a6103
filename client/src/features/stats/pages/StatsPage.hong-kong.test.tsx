import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { board } from '../../../test/leaderboard.ts';
import { aPlayer } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aliceHongKongStats, seasons } from '../test-support.ts';
import StatsPage from './StatsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderHongKong() {
  const calls = stubApi((call) => {
    if (call.path === '/players/current') return { body: aPlayer({ id: 7, username: 'alice' }) };
    if (call.path === '/seasons') return { body: seasons };
    if (call.path.startsWith('/leaderboard/hk?')) return { body: board('alice', 'bob') };
    if (call.path.startsWith('/stats/hk?')) return { body: aliceHongKongStats() };
    return undefined;
  });
  const router = createMemoryRouter([{ path: '/stats/hk', element: <StatsPage variant="hk" /> }], {
    initialEntries: ['/stats/hk'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return calls;
}

/** A figure's table (the chart's text alternative) by its caption, as rows of cell texts. */
function tableRows(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('/stats/hk', () => {
  it('asks for the Hong Kong figures and draws each chart with its table and CSV', async () => {
    const calls = renderHongKong();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hong Kong Statistics' })).toBeTruthy();
    await screen.findByRole('figure', { name: 'Hands won by faan' });
    expect(calls.some((call) => call.path.startsWith('/stats/hk?') && call.path.includes('player=7'))).toBe(
      true,
    );

    expect(tableRows('Places')).toEqual([
      ['1st', '0.0%', '0'],
      ['2nd', '0.0%', '0'],
      ['3rd', '0.0%', '0'],
      ['4th', '100.0%', '1'],
    ]);
    expect(tableRows('Hands won by faan')).toEqual([
      ['3', '1'],
      ['4', '1'],
    ]);
    expect(screen.getByRole('figure', { name: 'Rating history' })).toBeTruthy();

    const csv = screen.getByRole('link', { name: 'The figures of Hands won by faan as CSV' });
    expect(csv.getAttribute('download')).toBe('hands-by-faan.csv');
    expect(decodeURIComponent(csv.getAttribute('href') ?? '')).toContain('Faan,Hands won\r\n3,1\r\n4,1');
  });

  it('links the best hand to its place in the game and leaves out what is riichi only', async () => {
    renderHongKong();
    const best = await screen.findByRole('link', { name: /4 faan, 48 points by self-draw/ });
    expect(best.getAttribute('href')).toBe('/games/hk/21#hand-3');
    expect(screen.getByText('Dealer retention')).toBeTruthy();
    expect(screen.queryByText('Riichi rate')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'With and without riichi' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Streaks' })).toBeTruthy();
  });
});
