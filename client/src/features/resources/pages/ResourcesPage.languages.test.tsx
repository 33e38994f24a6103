import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import ResourcesPage from './ResourcesPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  speakEnglish();
});

function row(table: HTMLElement, rowHeader: string): string[] {
  const cells = within(table)
    .getByRole('rowheader', { name: rowHeader })
    .closest('tr')
    ?.querySelectorAll('td');
  return Array.from(cells ?? [], (cell) => cell.textContent ?? '');
}

function renderResources() {
  stubApi(() => undefined);
  renderAt([{ path: '/resources', element: <ResourcesPage /> }], '/resources');
}

describe('the resources in other languages', () => {
  it('speaks Japanese: the scoring tables, the limits and the game-end rules', async () => {
    speak('ja');
    renderResources();
    expect(await screen.findByRole('heading', { name: '資料', level: 1 })).toBeTruthy();
    const dealer = screen.getByRole('table', { name: '親の和了：符と翻ごとの点数' });
    expect(row(dealer, '30')[3]).toBe('11,6003,900オール');
    expect(
      within(dealer)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['符', '1翻', '2翻', '3翻', '4翻']);
    const limits = screen.getByRole('table', { name: /満貫以上/ });
    expect(row(limits, '役満')[1]).toBe('32,000');
    expect(within(limits).getByRole('rowheader', { name: '跳満' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '対局の終了条件' })).toBeTruthy();
    expect(screen.getByText(/全員25,000点持ち/)).toBeTruthy();
    expect(document.title).toContain('資料');
  });

  it('speaks Traditional Chinese with Hong Kong words', async () => {
    speak('zh-Hant');
    renderResources();
    expect(await screen.findByRole('heading', { name: '香港麻雀番數', level: 2 })).toBeTruthy();
    const hongKong = screen.getByRole('table', { name: '香港麻雀：按番數的支付' });
    expect(within(hongKong).getByRole('columnheader', { name: '食糊（出銃者支付）' })).toBeTruthy();
    expect(row(hongKong, '13')).toEqual(['384', '1,152', '384']);
    expect(screen.getByRole('link', { name: /立直麻雀排行榜/ })).toBeTruthy();
  });
});
