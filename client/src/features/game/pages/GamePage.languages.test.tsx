import type { GameView } from '@mahjong/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEALER_RON, endedRiichiGame, riichiGame } from '../../../test/game-fixtures.ts';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import GameNotFoundPage from './GameNotFoundPage.tsx';
import GamePage from './GamePage.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  speakEnglish();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/games/:variant/:id', element: <GamePage /> },
  { path: '/games/not-found', element: <GameNotFoundPage /> },
];

function serve(game: GameView) {
  stubApi((call) => {
    if (call.path === '/players/current') return { status: 401, body: {} };
    if (call.path === `/games/${game.variant}/${game.id}`) return { body: game };
    return undefined;
  });
}

// The game's terms as docs/glossary.md sets them, on the game page.
describe('the game page in other languages', () => {
  it('shows the table in 繁體中文: seat winds, 莊家, 立直, 本場 and the title', async () => {
    speak('zh-Hant');
    serve(
      riichiGame([
        DEALER_RON,
        { ...DEALER_RON, riichis: [1, 2], transactions: [{ transactionType: 'DECK_OUT' }], tenpais: [1, 2] },
      ]),
    );
    renderAt(routes, '/games/jp/7');
    const table = await screen.findByRole('region', { name: '牌桌' });
    expect(within(table).getByTestId('table-round').textContent).toBe('東二局 2本場');
    expect(within(table).getByText('2本場')).toBeTruthy();
    expect(within(table).getByText('立直棒 2根')).toBeTruthy();
    expect(within(table).getByTestId('seat-1').textContent).toContain('東家 莊家');
    expect(within(table).getByTestId('seat-2').textContent).toContain('南家');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('立直麻雀休閒局 · 對局 #7');
    expect(screen.getByText('進行中')).toBeTruthy();
    expect(document.title).toBe('對局 7 · 麻雀學會');
  });

  it('shows the final results in 日本語', async () => {
    speak('ja');
    serve(endedRiichiGame());
    renderAt(routes, '/games/jp/7');
    const results = await screen.findByRole('table', { name: '最終結果' });
    expect(
      within(results)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['順位', 'プレイヤー', '最終持ち点', 'レーティング変動']);
    expect(screen.getByText('終了')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '最終結果' })).toBeTruthy();
  });
});
