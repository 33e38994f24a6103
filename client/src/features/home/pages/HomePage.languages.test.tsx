import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { type StubAnswer, stubApi } from '../../../test/stub-api.ts';

afterEach(() => {
  speakEnglish();
  vi.unstubAllGlobals();
});

const liveGame = {
  id: 31,
  type: 'RANKED',
  players: ['akagi', 'washizu', 'nanba', 'ichikawa'].map((username, seat) => ({
    id: seat + 1,
    username,
    seat,
  })),
  currentRound: { roundWind: 'SOUTH', roundNumber: 3, bonus: 1, startRiichiStickCount: 0 },
  totals: [25_000, 25_000, 25_000, 25_000],
  createdAt: '2026-03-02T18:00:00.000Z',
};

function serve(answers: Record<string, StubAnswer>) {
  return stubApi((call) => answers[call.path]);
}

describe('the home page in other languages', () => {
  it('welcomes in 繁體中文, with the club’s name in the tab', async () => {
    speak('zh-Hant');
    serve({ '/games/current/jp': { body: [liveGame] }, '/games/current/hk': { body: [] } });
    renderAt(routes, '/');
    const welcome = await screen.findByRole('region', { name: '歡迎來到麻雀學會' });
    expect(within(welcome).getByRole('link', { name: '註冊' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '正在進行' })).toBeTruthy();
    expect(await screen.findByText('南三局 1本場')).toBeTruthy();
    expect(screen.getByText('目前沒有進行中的香港麻雀牌桌。')).toBeTruthy();
    expect(document.title).toBe('麻雀學會');
  });

  it('greets a player in 日本語 and names the boards in its words', async () => {
    speak('ja');
    serve({ '/players/current': { body: aPlayer({ username: 'akagi' }) } });
    renderAt(routes, '/');
    expect(await screen.findByRole('heading', { name: 'おかえりなさい、akagiさん' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ランキング' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '対局を記録する' })).toBeTruthy();
  });
});
