import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hongKongGame, player, riichiGame } from '../../../test/game-fixtures.ts';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { renderAt } from '../../../test/render.tsx';
import { unsentHands } from '../store/unsent-hands.ts';
import { routes, serve } from '../test-support.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  speakEnglish();
  vi.unstubAllGlobals();
  unsentHands.setState({ hands: [] });
});

async function openIn(
  language: Parameters<typeof speak>[0],
  game: Parameters<typeof serve>[0],
  heading: RegExp,
) {
  speak(language);
  serve(game, player(), () => ({
    status: 400,
    body: {
      error: { code: 'PAO_IS_WINNER', message: 'The winner cannot be liable (pao) for their own hand' },
    },
  }));
  renderAt(routes, `/games/${game.variant}/${game.id}`);
  await screen.findByRole('heading', { name: heading });
}

const results = () =>
  within(screen.getByRole('group', { name: /結果|结果/ }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const prompt = () => screen.getByTestId('entry-prompt').textContent;
const seatText = (seat: number) => screen.getByTestId(`seat-${seat}`).textContent ?? '';

// The game's terms as docs/glossary.md sets them, on the recorder's screen.
describe('the hand entry in other languages', { timeout: 30_000 }, () => {
  it('speaks riichi in 繁體中文: 榮和, 自摸, 流局, 流局滿貫, 莊家, 立直, 聽牌, 放銃', async () => {
    await openIn('zh-Hant', riichiGame([]), /^記錄東一局 0本場$/);
    expect(results()).toEqual(['榮和', '自摸', '流局', '流局滿貫', '途中流局']);
    expect(seatText(0)).toContain('莊家');
    expect(screen.getByText('0本場')).toBeTruthy();
    tap('榮和');
    expect(prompt()).toBe('請點選和牌者。');
    tap(/^東家 莊家 alice/);
    expect(prompt()).toBe('請點選放銃者。');
    tap(/^南家 bob/);
    expect(seatText(1)).toContain('放銃');
    expect(prompt()).toBe('請選擇翻數。');
    fireEvent.click(within(screen.getByRole('group', { name: '翻' })).getByRole('button', { name: '役滿' }));
    expect(screen.getByRole('button', { name: '包牌（責任者）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '另一位和牌者（一炮雙響）' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '錯和' })).toBeTruthy();
    tap('重新開始');
    tap('立直：bob');
    tap('流局');
    expect(seatText(1)).toContain('聽牌');
    tap(/^南家 立直 bob/);
    expect(prompt()).toBe('bob已立直，所以流局時是聽牌：請標記為聽牌');
  });

  it('speaks riichi in 日本語: ロン, ツモ, 流し満貫, 親, 聴牌, and the engine’s refusals', async () => {
    await openIn('ja', riichiGame([]), /^東一局 0本場を記録$/);
    expect(results()).toEqual(['ロン', 'ツモ', '流局', '流し満貫', '途中流局']);
    expect(seatText(0)).toContain('親');
    expect(screen.getByRole('group', { name: 'チョンボ' })).toBeTruthy();
    tap('流し満貫');
    expect(prompt()).toBe('流し満貫の席をそれぞれタップしてください。');
    tap('最初からやり直す');
    tap('立直：carol');
    tap('流局');
    expect(seatText(2)).toContain('聴牌');
    tap(/^西家 立直 carol/);
    expect(prompt()).toBe('carolは立直していたので、流局時は聴牌です。聴牌にしてください');
  });

  it('speaks Hong Kong’s own words in 繁體中文: 食糊（出銃）, 自摸, 番, 詐糊', async () => {
    await openIn('zh-Hant', hongKongGame([]), /^記錄東圈 第1局$/);
    expect(results()).toEqual(['食糊（出銃）', '自摸', '流局']);
    tap('食糊（出銃）');
    expect(prompt()).toBe('請點選食糊者。');
    tap(/^東家 莊家 alice/);
    expect(prompt()).toBe('請點選出銃者。');
    tap(/^南家 bob/);
    expect(seatText(0)).toContain('食糊');
    expect(seatText(1)).toContain('出銃');
    expect(prompt()).toBe('請選擇番數。');
    expect(screen.getByRole('group', { name: '番' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '詐糊' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '記錄詐糊' })).toBeTruthy();
  });

  it('names the yaku in 日本語 and fills in the han from them: 立直, 平和, 断幺九, 副露あり', async () => {
    await openIn('ja', riichiGame([]), /^東一局 0本場を記録$/);
    tap('ロン');
    tap(/^東家 親 alice/);
    tap(/^南家 bob/);
    const yaku = within(screen.getByRole('group', { name: /^役\s*（任意）/ }));
    fireEvent.click(yaku.getByRole('button', { name: '立直' }));
    fireEvent.click(yaku.getByRole('button', { name: '平和' }));
    fireEvent.click(yaku.getByRole('button', { name: '断幺九' }));
    expect(screen.getByTestId('entry-yaku-value').textContent).toBe('3翻30符');
    expect(yaku.getByRole('button', { name: '対々和' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByText('ほかの役と役満'));
    expect(
      within(screen.getByRole('group', { name: '役満' })).getByRole('button', { name: '国士無双' }),
    ).toBeTruthy();
    expect(screen.getByText('副露あり')).toBeTruthy();
  });

  it('names the Hong Kong patterns in 繁體中文 and sums their 番: 對對糊, 混一色, 自摸', async () => {
    await openIn('zh-Hant', hongKongGame([]), /^記錄東圈 第1局$/);
    tap('自摸');
    tap(/^東家 莊家 alice/);
    const patterns = within(screen.getByRole('group', { name: /^番種\s*（可選）/ }));
    fireEvent.click(patterns.getByRole('button', { name: '對對糊' }));
    fireEvent.click(patterns.getByRole('button', { name: '混一色' }));
    fireEvent.click(patterns.getByRole('button', { name: '自摸' }));
    expect(screen.getByTestId('entry-yaku-value').textContent).toBe('7番');
    expect(patterns.getByRole('button', { name: '清一色' })).toHaveProperty('disabled', true);
  });

  it('words a refusal from the server in the reader’s language, from its code', async () => {
    await openIn('zh-Hans', riichiGame([]), /^记录东一局 0本场$/);
    tap('荣和');
    tap(/^东家 庄家 alice/);
    tap(/^南家 bob/);
    fireEvent.click(within(screen.getByRole('group', { name: '翻' })).getByRole('button', { name: '3' }));
    fireEvent.click(within(screen.getByRole('group', { name: '符' })).getByRole('button', { name: '30' }));
    tap('记录本局');
    expect(await screen.findByText('本局被拒绝：和牌者不能为自己的手牌包牌')).toBeTruthy();
  });
});
