import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi, visitor } from '../../../test/stub-api.ts';
import { alicePage, recentGame, riichiBoard, statsOf } from '../test-support.ts';
import PlayerPage from './PlayerPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  speakEnglish();
});

function renderAlice() {
  stubApi((call) => {
    if (call.path === '/player-pages/alice') return { body: alicePage };
    if (call.path === '/stats/jp?type=RANKED&season=all&player=7') return { body: statsOf('jp', 'RANKED') };
    if (call.path === '/games?player=7&page=1&pageSize=10')
      return { body: { items: [recentGame], total: 1 } };
    if (call.path.startsWith('/leaderboard/')) return { body: riichiBoard };
    return visitor(call);
  });
  renderAt([{ path: '/players/:username', element: <PlayerPage /> }], '/players/alice');
}

describe('the player page in other languages', () => {
  it('speaks Japanese: rating, places, statistics and recent games', async () => {
    speak('ja');
    renderAlice();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '対局の種類' })).toBeTruthy();
    expect(screen.getByLabelText('順位の回数').textContent).toBe('1位 0回 · 2位 1回 · 3位 1回 · 4位 0回');
    expect(screen.getByText('暫定')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '統計' })).toBeTruthy();
    expect(await screen.findByText('和了率')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '対局 #12' })).toBeTruthy();
    expect(screen.getByText(/2位、15,900/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '対戦成績' })).toBeTruthy();
  });

  it('speaks Simplified Chinese', async () => {
    speak('zh-Hans');
    renderAlice();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice' })).toBeTruthy();
    expect(screen.getByLabelText('各名次次数').textContent).toBe(
      '第1名 0 次 · 第2名 1 次 · 第3名 1 次 · 第4名 0 次',
    );
    expect(screen.getByRole('heading', { name: '最近的对局' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '其全部对局' })).toBeTruthy();
    expect(await screen.findByText(/第2名，15,900/)).toBeTruthy();
  });
});
