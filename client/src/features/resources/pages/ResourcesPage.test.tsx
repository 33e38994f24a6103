import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import ResourcesPage from './ResourcesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

function cell(table: HTMLElement, rowHeader: string, column: number) {
  const row = within(table).getByRole('rowheader', { name: rowHeader }).closest('tr')!;
  return row.querySelectorAll('td')[column]?.textContent;
}

describe('resources page', () => {
  it('prints the engine-computed tables and the game-end rules', async () => {
    stubApi(() => undefined);
    renderAt([{ path: '/resources', element: <ResourcesPage /> }], '/resources');
    expect(await screen.findByRole('heading', { name: 'Resources', level: 1 })).toBeTruthy();

    const nonDealer = screen.getByRole('table', { name: 'Non-dealer wins: points by fu and han' });
    expect(cell(nonDealer, '30', 0)).toBe('1,000300 / 500');
    expect(cell(nonDealer, '20', 0)).toBe('—no ron—no tsumo');
    expect(cell(nonDealer, '40', 3)).toBe('8,000mangan2,000 / 4,000');
    const dealer = screen.getByRole('table', { name: 'Dealer wins: points by fu and han' });
    expect(cell(dealer, '30', 3)).toBe('11,6003,900 all');

    const limits = screen.getByRole('table', { name: /Limit hands/ });
    expect(cell(limits, 'Yakuman', 1)).toBe('32,000');
    expect(cell(limits, 'Yakuman', 4)).toBe('16,000 all');

    const hongKong = screen.getByRole('table', { name: 'Hong Kong: payments by points' });
    expect(cell(hongKong, '13', 0)).toBe('384');
    expect(cell(hongKong, '13', 1)).toBe('1,152');

    expect(screen.getByRole('heading', { name: 'When a game ends' })).toBeTruthy();
    expect(screen.getByText(/Exactly zero is not out/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Riichi wiki/ }).getAttribute('target')).toBe('_blank');
  });
});
