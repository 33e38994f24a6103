import { clubRules, findPreset, type GameView } from '@mahjong/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { riichiGame } from '../../../test/game-fixtures.ts';
import { openPanel, tapChip, tapResult, tapSeat } from '../test-support.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

const WRC = findPreset('jp', 'wrc') as GameView['rules'];

/** A new riichi game played under `rules`, every seat at their start. */
function gameUnder(rules: GameView['rules']): GameView {
  const start = rules.startPoints;
  return riichiGame([], { rules, totals: [start, start, start, start] });
}

/** The large result buttons, by their names. */
const results = () =>
  within(screen.getByRole('group', { name: 'Result' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** bob, no dealer, rons carol for 4 han 30 fu. */
function enterFourHanThirtyFu() {
  tapResult('Ron');
  tapSeat('bob');
  tapSeat('carol');
  tapChip('Han', '4');
  tapChip('Fu', '30');
}

describe('hand entry under the game’s own rules', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('previews a WRC game’s hand by its kiriage mangan: 8,000 where the club pays 7,700', async () => {
    await openPanel(gameUnder(WRC));
    enterFourHanThirtyFu();
    expect(screen.getByTestId('preview-seat-1').textContent).toBe('+8,000 → 38,000');
    expect(screen.getByTestId('preview-seat-2').textContent).toBe('-8,000 → 22,000');
    cleanup();

    await openPanel(gameUnder(clubRules('jp')));
    enterFourHanThirtyFu();
    expect(screen.getByTestId('preview-seat-1').textContent).toBe('+7,700 → 32,700');
  });

  it('offers no nagashi mangan where the rules do not play it, and no reshuffle without abortive draws', async () => {
    await openPanel(gameUnder({ ...clubRules('jp'), nagashi: false }));
    expect(results()).toEqual(['Ron', 'Tsumo', 'Deck-out', 'Reshuffle']);
    cleanup();

    await openPanel(gameUnder({ ...clubRules('jp'), abortiveDraws: false }));
    expect(results()).toEqual(['Ron', 'Tsumo', 'Deck-out', 'Nagashi mangan']);
    cleanup();

    await openPanel(gameUnder(WRC));
    expect(results()).toEqual(['Ron', 'Tsumo', 'Deck-out']);
  });

  it('offers one winner only under head bump, another winner elsewhere', async () => {
    await openPanel(gameUnder({ ...clubRules('jp'), multiRon: 'headBump' }));
    enterFourHanThirtyFu();
    expect(screen.queryByRole('button', { name: 'Another winner (double ron)' })).toBeNull();
    cleanup();

    await openPanel(gameUnder(clubRules('jp')));
    enterFourHanThirtyFu();
    expect(screen.getByRole('button', { name: 'Another winner (double ron)' })).toBeTruthy();
  });

  it('offers stacked yakuman only where the rules count multiple yakuman, and says when 13 han is no yakuman', async () => {
    await openPanel(gameUnder(WRC));
    tapResult('Ron');
    tapSeat('bob');
    tapSeat('carol');
    const han = within(screen.getByRole('group', { name: 'Han' }))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(han.at(-1)).toBe('Yakuman');
    expect(han).not.toContain('2× yakuman');
    expect(
      screen.getByText(/^No counted yakuman: 13 han or more without a yakuman is sanbaiman/),
    ).toBeTruthy();
    cleanup();

    await openPanel(gameUnder(clubRules('jp')));
    tapResult('Ron');
    tapSeat('bob');
    tapSeat('carol');
    expect(screen.queryByText(/^No counted yakuman/)).toBeNull();
  });

  it('enters a chombo as a hand where it is a reverse mangan paid at once, not as a penalty aside', async () => {
    await openPanel(gameUnder({ ...clubRules('jp'), chombo: 'reverseMangan' }));
    expect(results()).toContain('Chombo');
    expect(screen.queryByRole('button', { name: 'Record chombo' })).toBeNull();
    tapResult('Chombo');
    expect(screen.getByTestId('entry-prompt').textContent).toBe('Tap the player who made the chombo.');
    tapSeat('dave');
    expect(screen.getByTestId('preview-seat-3').textContent).toBe('-8,000 → 17,000');
    expect(screen.getByTestId('preview-seat-0').textContent).toBe('+4,000 → 29,000');
    cleanup();

    await openPanel(gameUnder(clubRules('jp')));
    expect(results()).not.toContain('Chombo');
    expect(screen.getByRole('button', { name: 'Record chombo' })).toBeTruthy();
  });

  it('says a chombo costs the game’s penalty off the final points where the rules settle it there', async () => {
    const game = gameUnder(WRC);
    await openPanel(game);
    const form = screen.getByRole('group', { name: 'Chombo' });
    const [, south] = game.players;
    fireEvent.change(within(form).getByLabelText('Player'), { target: { value: String(south!.id) } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Wrong call' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Record chombo' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Record a chombo against ${south!.username}?`,
    });
    expect(dialog.textContent).toContain(
      `It takes 20,000 off ${south!.username}'s score in this game, after uma`,
    );
    expect(dialog.textContent).not.toContain('leaderboard rating');
  });
});
