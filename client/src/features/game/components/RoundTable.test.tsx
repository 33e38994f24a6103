import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import {
  DEALER_RON,
  DECK_OUT_BOB_TENPAI,
  DOUBLE_RON,
  hongKongGame,
  riichiGame,
} from '../../../test/game-fixtures.ts';
import { RoundTable } from './RoundTable.tsx';

function renderTable(game: Parameters<typeof RoundTable>[0]['game']) {
  render(
    <Providers>
      <RoundTable game={game} />
    </Providers>,
  );
  return screen.getByRole('table', { name: 'Hands' });
}

function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('round table', () => {
  it('offers to correct each hand only to someone who records the game', () => {
    const game = riichiGame([DEALER_RON, DOUBLE_RON]);
    const chosen: number[] = [];
    const { unmount } = render(
      <Providers>
        <RoundTable game={game} onCorrect={(index) => chosen.push(index)} />
      </Providers>,
    );
    screen.getByRole('button', { name: 'Correct 東一局 1本場' }).click();
    expect(chosen).toEqual([1]);
    unmount();
    renderTable(game);
    expect(screen.queryByRole('button', { name: /^Correct/ })).toBeNull();
  });

  it('heads one column per seat with the username, in seat order', () => {
    const table = renderTable(riichiGame([DEALER_RON]));
    const headers = within(table)
      .getAllByRole('columnheader')
      .slice(0, 4)
      .map((header) => header.textContent);
    expect(headers).toEqual(['alice', 'bob', 'carol', 'dave']);
  });

  it('labels riichi rounds in kanji with the honba and shows each seat’s change and running total', () => {
    const table = renderTable(riichiGame([DEALER_RON, DOUBLE_RON, DECK_OUT_BOB_TENPAI]));
    const rows = rowTexts(table);
    // Each hand: its label and description on a row of their own, then the four seats.
    expect(rows[1]?.[0]).toContain('東一局 0本場');
    expect(rows[2]).toEqual(['+5,80030,800riichi', '-5,80019,200', '025,000', '025,000']);
    expect(rows[3]?.[0]).toContain('東一局 1本場');
    // dave sits first after carol, so he takes the honba and the stick.
    expect(rows[4]).toEqual(['+2,90033,700', '019,200', '-4,50020,500', '+1,60026,600riichi']);
    expect(rows[5]?.[0]).toContain('東一局 2本場');
    expect(rows[5]?.[0]).toContain('Deck-out (draw)');
    expect(rows[6]).toEqual(['-1,00032,700', '+3,00022,200tenpai', '-1,00019,500', '-1,00025,600']);
    expect(rows[7]).toEqual(['Now playing: 東二局 3本場']);
    expect(rows[8]).toEqual(['Total']);
    expect(rows[9]).toEqual(['32,700', '22,200', '19,500', '25,600']);
  });

  it('describes who won off whom', () => {
    const table = renderTable(riichiGame([DOUBLE_RON]));
    expect(
      within(table).getByText(
        'Deal-in (ron): alice from carol, 2 han 30 fu; Deal-in (ron): dave from carol, 1 han 40 fu',
      ),
    ).toBeTruthy();
  });

  it('says End of Game when there is no current round', () => {
    const table = renderTable(riichiGame([DEALER_RON], { status: 'FINISHED', currentRound: null }));
    expect(within(table).getByText('End of Game')).toBeTruthy();
    expect(within(table).queryByText(/Now playing/)).toBeNull();
  });

  it('names Hong Kong rounds by wind and number', () => {
    const game = hongKongGame([
      { transactions: [{ transactionType: 'SELF_DRAW', winner: 2, hand: { points: 7 } }] },
      { transactions: [] },
    ]);
    const rows = rowTexts(renderTable(game));
    expect(rows[1]?.[0]).toContain('East 1');
    expect(rows[2]).toEqual(['-48702', '-48702', '+144894', '-48702']);
    expect(rows[3]?.[0]).toContain('East 2');
    expect(rows[5]).toEqual(['Now playing: East 3']);
  });
});
