import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { board } from '../../../test/leaderboard.ts';
import { aPlayer } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aliceAgainstBob, aliceStats, seasons } from '../test-support.ts';
import StatsPage from './StatsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  speakEnglish();
});

function renderStats() {
  stubApi((call) => {
    if (call.path === '/players/current') return { body: aPlayer({ id: 7, username: 'alice' }) };
    if (call.path === '/seasons') return { body: seasons };
    if (call.path.startsWith('/leaderboard/jp?')) return { body: board('alice', 'bob') };
    if (call.path.startsWith('/stats/jp/head-to-head?')) return { body: aliceAgainstBob };
    if (call.path.startsWith('/stats/jp?')) return { body: aliceStats() };
    return undefined;
  });
  const router = createMemoryRouter([{ path: '/stats/jp', element: <StatsPage /> }], {
    initialEntries: ['/stats/jp'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

function cells(table: HTMLElement): string[] {
  return Array.from(table.querySelectorAll('th, td'), (cell) => cell.textContent ?? '');
}

describe('the statistics in other languages', () => {
  it('speaks Japanese: figures, places, the games and the head-to-head', async () => {
    speak('ja');
    renderStats();
    expect(await screen.findByRole('heading', { level: 1, name: 'リーチ麻雀の統計' })).toBeTruthy();
    await screen.findByText(/alice · リーチ麻雀 ランク戦 · 全シーズン/);
    for (const label of ['和了率', '放銃率', '親の和了率', 'ツモ率', '立直率']) {
      expect(screen.getAllByText(label).some((node) => node.tagName === 'DT')).toBe(true);
    }
    expect(screen.getByRole('button', { name: '「放銃率」の数え方' })).toBeTruthy();
    expect(cells(screen.getByRole('table', { name: '順位分布' }))).toEqual(
      expect.arrayContaining(['順位', '1位', '2位', '50.0%']),
    );
    const games = screen.getByRole('table', { name: 'aliceの対局' });
    expect(cells(games)).toEqual(expect.arrayContaining(['対局', '順位', '2位', '3位']));
    expect(document.title).toContain('リーチ麻雀の統計');

    fireEvent.change(await screen.findByLabelText('aliceの対戦相手'), { target: { value: '8' } });
    expect(await screen.findByText('同卓数')).toBeTruthy();
    expect(screen.getByText('bobが上位')).toBeTruthy();
  });

  it('speaks Simplified Chinese', async () => {
    speak('zh-Hans');
    renderStats();
    expect(await screen.findByRole('heading', { level: 1, name: '立直麻将统计' })).toBeTruthy();
    const games = await screen.findByRole('table', { name: 'alice 的对局' });
    expect(within(games).getByText('第2名')).toBeTruthy();
    expect(screen.getByRole('table', { name: '评分走势' })).toBeTruthy();
    expect(screen.getByText('扣除错和前为 1512.3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '对战记录' })).toBeTruthy();
  });
});
