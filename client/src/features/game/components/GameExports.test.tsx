import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { DEALER_RON, riichiGame } from '../../../test/game-fixtures.ts';
import { GameExports } from './GameExports.tsx';
import { GameScoreChart } from './GameScoreChart.tsx';

const renderWithProviders = (ui: ReactElement) => render(<Providers>{ui}</Providers>);

describe('game downloads and chart', () => {
  it('links the CSV and JSON exports of this game', () => {
    const game = riichiGame([DEALER_RON], { id: 42 });
    renderWithProviders(<GameExports game={game} />);
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(
      '/api/games/jp/42/export?format=csv',
    );
    expect(screen.getByRole('link', { name: 'JSON' }).getAttribute('href')).toBe(
      '/api/games/jp/42/export?format=json',
    );
  });

  it('draws no chart before the first hand, and one after it', async () => {
    const empty = renderWithProviders(<GameScoreChart game={riichiGame([])} />);
    expect(screen.queryByRole('heading')).toBeNull();
    empty.unmount();
    renderWithProviders(<GameScoreChart game={riichiGame([DEALER_RON])} />);
    expect(await screen.findByRole('heading', { name: 'Scores after each hand' })).toBeTruthy();
  });
});
