import type { AdminPlayer } from '@mahjong/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { type ApiCall, type StubAnswer, stubApi } from '../../../test/stub-api.ts';
import AdminPage from './AdminPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  speakEnglish();
});

const chair = aPlayer({ id: 1, username: 'chair', admin: true });
const bob: AdminPlayer = {
  ...aPlayer({ id: 2, username: 'bob' }),
  hasEmail: false,
  createdAt: '2026-02-01T10:00:00.000Z',
};

function renderAdmin(path: string, answer: (call: ApiCall) => StubAnswer | undefined) {
  stubApi((call) => (call.path === '/players/current' ? { body: chair } : answer(call)));
  renderAt([{ path: '/admin', element: <AdminPage /> }], path);
}

describe('the admin page in other languages', () => {
  it('speaks Japanese: tabs, the players table and its switches', async () => {
    speak('ja');
    renderAdmin('/admin', (call) =>
      call.path.startsWith('/admin/players?') ? { body: { items: [bob], total: 1 } } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '管理' })).toBeTruthy();
    for (const tab of ['プレイヤー', 'シーズン', 'チョンボ', '監査ログ', 'バックアップ']) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    const row = (await screen.findByRole('rowheader', { name: 'bob' })).closest('tr')!;
    expect(within(row).getByRole('checkbox', { name: 'bob：リーチ麻雀 ランク戦' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '再設定リンク' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'ユーザー名' })).toBeTruthy();
    expect(document.title).toContain('管理');

    fireEvent.click(within(row).getByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'bobを削除しますか？' });
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'アカウントを削除' })).toBeTruthy();
  });

  it('speaks Simplified Chinese on the backups tab, sizes and schedule included', async () => {
    speak('zh-Hans');
    renderAdmin('/admin?tab=backups', (call) =>
      call.path === '/admin/backups'
        ? {
            body: {
              latest: { name: 'b.tar.gz', takenAt: '2026-03-01T12:00:00.000Z', size: 5_767_980 },
              count: 1,
              database: 'pglite',
              schedule: { everyMinutes: 1440, keep: 7 },
            },
          }
        : undefined,
    );
    expect(await screen.findByText('服务器每天写入一次备份，并保留最新的 7 个。')).toBeTruthy();
    expect(screen.getByText('上次备份')).toBeTruthy();
    expect(screen.getByText(/5\.5\s?MB/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即备份' })).toBeTruthy();
  });
});
