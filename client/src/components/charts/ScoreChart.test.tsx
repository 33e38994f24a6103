import type { GamePlayer, GameRound } from '@mahjong/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { useChartTheme } from './chart-theme.ts';
import { ScoreChart } from './ScoreChart.tsx';

const players: GamePlayer[] = [
  { id: 1, username: 'alice', seat: 0 },
  { id: 2, username: 'bob', seat: 1 },
  { id: 3, username: 'carol', seat: 2 },
  { id: 4, username: 'dan', seat: 3 },
];

function round(index: number, bonus: number, scoreDeltas: number[], totals: number[]): GameRound {
  return {
    roundCount: 100 + index,
    roundIndex: index,
    roundWind: 'EAST',
    roundNumber: 1,
    bonus,
    startRiichiStickCount: 0,
    endRiichiStickCount: 0,
    riichis: [],
    tenpais: [],
    transactions: [],
    scoreDeltas,
    totals,
    recordedBy: 'alice',
  };
}

describe('ScoreChart', () => {
  it('gives every seat’s score after each hand as a table, from the starting score', () => {
    render(
      <Providers>
        <ScoreChart
          variant="jp"
          players={[players[2]!, players[0]!, players[3]!, players[1]!]}
          rounds={[
            round(0, 0, [12000, -12000, 0, 0], [37000, 13000, 25000, 25000]),
            round(1, 1, [-1000, 3000, -1000, -1000], [36000, 16000, 24000, 24000]),
          ]}
        />
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'Scores after each hand' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Scores after each hand' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    // Columns in seat order whatever order the players came in.
    expect(cells).toEqual([
      ['Hand', 'alice', 'bob', 'carol', 'dan'],
      ['Start', '25,000', '25,000', '25,000', '25,000'],
      ['東一局 0本場', '37,000', '13,000', '25,000', '25,000'],
      ['東一局 1本場', '36,000', '16,000', '24,000', '24,000'],
    ]);
  });

  it('starts Hong Kong games at 750 and labels their hands in English', () => {
    render(
      <Providers>
        <ScoreChart
          variant="hk"
          players={players}
          rounds={[{ ...round(0, 0, [48, -48, 0, 0], [798, 702, 750, 750]), bonus: undefined }]}
        />
      </Providers>,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('Start750750750750');
    expect(rows[2]?.textContent).toBe('East 1798702750750');
  });
});

function SeriesColour() {
  return <p>{useChartTheme().series[0]}</p>;
}

describe('chart colours', () => {
  it('follow the colour mode', () => {
    localStorage.setItem('theme', 'dark');
    const { unmount } = render(
      <Providers>
        <SeriesColour />
      </Providers>,
    );
    expect(screen.getByText('#60a5fa')).toBeTruthy();
    unmount();
    localStorage.setItem('theme', 'light');
    render(
      <Providers>
        <SeriesColour />
      </Providers>,
    );
    expect(screen.getByText('#1d4ed8')).toBeTruthy();
  });
});
