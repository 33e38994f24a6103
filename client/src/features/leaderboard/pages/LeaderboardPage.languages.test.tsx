import type { LeaderboardEntry } from '@mahjong/shared';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { stubApi } from '../../../test/stub-api.ts';
import LeaderboardPage from './LeaderboardPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  speakEnglish();
});

const entries: LeaderboardEntry[] = [
  {
    playerId: 1,
    username: 'alice',
    elo: 1550,
    chomboCount: 1,
    displayElo: 1535,
    gamesPlayed: 12,
    provisional: false,
  },
  {
    playerId: 2,
    username: 'newcomer',
    elo: 1580,
    chomboCount: 0,
    displayElo: 1580,
    gamesPlayed: 2,
    provisional: true,
  },
];

function renderBoard() {
  stubApi((call) => {
    if (call.path === '/seasons') return { body: [] };
    if (call.path.startsWith('/leaderboard/')) return { body: entries };
    return undefined;
  });
  const router = createMemoryRouter(
    [{ path: '/leaderboard/jp', element: <LeaderboardPage variant="jp" type="RANKED" /> }],
    { initialEntries: ['/leaderboard/jp?season=all'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the leaderboard in other languages', () => {
  it('speaks Simplified Chinese: title, columns, the provisional mark and the filters', async () => {
    speak('zh-Hans');
    renderBoard();
    expect(await screen.findByRole('heading', { name: '立直麻将排名赛排行榜' })).toBeTruthy();
    await screen.findByText('alice');
    const table = screen.getByRole('table', { name: '立直麻将排名赛排行榜' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['名次', '玩家', '评分', '对局数', '错和']);
    expect(within(table).getByText('暂定')).toBeTruthy();
    expect(screen.getByLabelText('搜索玩家')).toBeTruthy();
    expect(screen.getByLabelText('截至')).toBeTruthy();
    expect(screen.getByText('下载 CSV')).toBeTruthy();
    expect(document.title).toContain('立直麻将排名赛排行榜');
  });

  it('speaks Japanese', async () => {
    speak('ja');
    renderBoard();
    expect(await screen.findByRole('heading', { name: 'リーチ麻雀 ランク戦 ランキング' })).toBeTruthy();
    await screen.findByText('alice');
    expect(screen.getByRole('columnheader', { name: '順位' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'レーティング' })).toBeTruthy();
    expect(screen.getByText('全員をレーティング順に表示')).toBeTruthy();
  });
});
