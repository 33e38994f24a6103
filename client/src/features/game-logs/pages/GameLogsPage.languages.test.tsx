import type { GameLogItem } from '@mahjong/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { players } from '../../../test/game-fixtures.ts';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import GameLogsPage from './GameLogsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  speakEnglish();
});

function game(id: number, status: GameLogItem['status']): GameLogItem {
  return {
    id,
    variant: 'jp',
    type: 'CASUAL',
    status,
    players: players.map((player) => ({ ...player, finalScore: null, placement: null, eloDelta: null })),
    roundsPlayed: 3,
    ruleset: { id: 'club', name: 'Club rules' },
    seasonId: null,
    createdAt: '2026-03-01T18:00:00.000Z',
    endedAt: status === 'FINISHED' ? '2026-03-01T20:00:00.000Z' : null,
  };
}

function renderLogs() {
  stubApi((call) => {
    if (call.path === '/seasons') return { body: [] };
    if (call.path.startsWith('/players?'))
      return { body: players.map(({ id, username }) => ({ id, username })) };
    if (call.path.startsWith('/games?'))
      return { body: { items: [game(7, 'IN_PROGRESS'), game(6, 'FINISHED')], total: 2 } };
    return undefined;
  });
  renderAt([{ path: '/games', element: <GameLogsPage /> }], '/games');
}

describe('the game logs in other languages', () => {
  it('speaks Traditional Chinese: columns, kinds, statuses and filters', async () => {
    speak('zh-Hant');
    renderLogs();
    expect(await screen.findByRole('heading', { name: '對局記錄' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '對局記錄' });
    await within(table).findByRole('link', { name: '#7' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['對局', '開始時間', '類別', '狀態', '玩家', '局數']);
    expect(within(table).getAllByText('立直麻雀休閒局')).toHaveLength(2);
    expect(within(table).getByText('進行中')).toBeTruthy();
    expect(within(table).getByText('已結束')).toBeTruthy();
    expect(screen.getByLabelText('玩法')).toBeTruthy();
    expect(screen.getByLabelText('狀態')).toBeTruthy();
    expect(document.title).toContain('對局記錄');
  });

  it('speaks Japanese', async () => {
    speak('ja');
    renderLogs();
    const table = await screen.findByRole('table', { name: '対局記録' });
    await within(table).findByRole('link', { name: '#7' });
    expect(within(table).getByRole('columnheader', { name: '局数' })).toBeTruthy();
    expect(within(table).getByText('対局中')).toBeTruthy();
    expect(within(table).getAllByText('リーチ麻雀 カジュアル')).toHaveLength(2);
    expect(screen.getByText('2件中 1–2件')).toBeTruthy();
    expect(screen.getByRole('button', { name: '次のページ' })).toBeTruthy();
    expect(screen.getByLabelText('1ページの行数')).toBeTruthy();
  });
});
