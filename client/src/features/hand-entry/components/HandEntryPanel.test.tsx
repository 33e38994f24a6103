import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TABLE_TURNS_STORAGE_KEY, useTableTurns } from '../../../components/table/table-turns.ts';
import { hongKongGame, player, riichiGame } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { unsentHands } from '../store/unsent-hands.ts';
import {
  chips,
  enterDealerRon,
  openPanel,
  pressedChip,
  recordButton,
  routes,
  serve,
  tapChip,
  tapResult,
  tapRiichi,
  tapSeat,
} from '../test-support.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

/** The parameters of the engine's ROUND_AFTER_GAME_END as the server sends them (refusalParams). */
const GAME_ENDED_AT_EAST_1 = {
  variant: 'jp',
  rounds: 1,
  lastRoundWind: 'EAST',
  lastRoundNumber: 1,
  lastBonus: 0,
  roundIndex: 1,
  round: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  // The queue is the browser's one store: each test starts with none of the last test's hands.
  unsentHands.setState({ hands: [] });
  useTableTurns.setState({ tables: [] });
});

describe('hand entry panel', { timeout: 30_000 }, () => {
  it('is shown to an admin who is not the recorder', async () => {
    const game = riichiGame([]);
    await openPanel(game, player({ id: 99, admin: true }));
    expect(screen.getByRole('heading', { name: 'Record 東一局 0本場' })).toBeTruthy();
  });

  it('is shown to a tablemate, who takes over from the recorder', async () => {
    await openPanel(riichiGame([]), player({ id: 12, username: 'bob' }));
    expect(screen.getByRole('heading', { name: 'Record 東一局 0本場' })).toBeTruthy();
  });

  it.each([
    ['a player who does not sit at the game', player({ id: 99, username: 'zoe' })],
    ['a visitor', null],
  ])('is not shown to %s', async (_who, me) => {
    serve(riichiGame([]), me);
    renderAt(routes, '/games/jp/7');
    await screen.findByRole('table', { name: 'Hands' });
    expect(screen.queryByRole('button', { name: 'Record hand' })).toBeNull();
  });

  it('is not shown once the game has ended', async () => {
    serve(riichiGame([], { status: 'FINISHED', currentRound: null }), player());
    renderAt(routes, '/games/jp/7');
    await screen.findByRole('table', { name: 'Hands' });
    expect(screen.getByText('End of Game')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record hand' })).toBeNull();
  });

  it('records a chombo against the player chosen by name, asking for one first and then for confirmation', async () => {
    const game = riichiGame([]);
    const { calls } = await openPanel(game);
    const form = screen.getByRole('group', { name: 'Chombo' });
    const send = within(form).getByRole('button', { name: 'Record chombo' });
    await userEvent.click(send);
    expect(within(form).getByText('Choose the player the chombo is against.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/chombo'))).toBe(false);

    const [, south] = game.players;
    fireEvent.change(within(form).getByLabelText('Player'), { target: { value: String(south!.id) } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Wrong call' } });
    await userEvent.click(send);
    const dialog = await screen.findByRole('alertdialog', {
      name: `Record a chombo against ${south!.username}?`,
    });
    expect(dialog.textContent).toContain('“Wrong call”');
    expect(calls.some((call) => call.path.endsWith('/chombo'))).toBe(false);
    // Cancelled: nothing is sent, and the form keeps what was entered.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.path.endsWith('/chombo'))).toBe(false);
    expect((within(form).getByLabelText('Reason') as HTMLInputElement).value).toBe('Wrong call');

    await userEvent.click(send);
    const again = await screen.findByRole('alertdialog', {
      name: `Record a chombo against ${south!.username}?`,
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Record chombo' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/chombo'))?.body).toEqual({
        expectedVersion: game.version,
        playerId: south!.id,
        reason: 'Wrong call',
      }),
    );
    // Sent: the form is free for the next one.
    await waitFor(() => expect((within(form).getByLabelText('Player') as HTMLSelectElement).value).toBe(''));
  });

  it('asks for one thing at a time, and only offers what the rules allow', async () => {
    await openPanel(riichiGame([]));
    const prompt = () => screen.getByTestId('entry-prompt').textContent;
    expect(prompt()).toBe('What happened? Choose the result.');
    expect(recordButton().disabled).toBe(true);
    tapResult('Ron');
    expect(prompt()).toBe('Tap the winner.');
    tapSeat('alice');
    expect(prompt()).toBe('Tap who dealt in.');
    tapSeat('bob');
    expect(prompt()).toBe('Choose the han.');
    tapChip('Han', '1');
    expect(prompt()).toBe('Choose the fu.');
    // A ron has no 20 fu, and 1 han has no seven pairs (25 fu).
    expect(chips('Fu')).toEqual(['30', '40', '50', '60', '70', '80', '90', '100', '110']);
    tapChip('Han', '5');
    // From 5 han fu do not count: no fu to choose, and the hand is ready.
    expect(screen.queryByRole('group', { name: 'Fu' })).toBeNull();
    expect(recordButton().disabled).toBe(false);
    // Pao only with yakuman.
    expect(screen.queryByRole('button', { name: 'Pao (liable player)' })).toBeNull();
    tapChip('Han', 'Yakuman');
    expect(screen.getByRole('button', { name: 'Pao (liable player)' })).toBeTruthy();
  });

  it('keeps the table turned the way the recorder left it, for this game, after a reload', async () => {
    const bottom = () =>
      document.querySelector('[data-position="bottom"] [data-testid^="seat-"]')?.getAttribute('data-testid');
    await openPanel(riichiGame([]));
    // alice plays at seat 0: her seat is at the bottom until the table is turned.
    expect(bottom()).toBe('seat-0');
    fireEvent.click(screen.getByRole('button', { name: 'Turn the table' }));
    fireEvent.click(screen.getByRole('button', { name: 'Turn the table' }));
    expect(bottom()).toBe('seat-2');
    expect(localStorage.getItem(TABLE_TURNS_STORAGE_KEY)).toContain('"jp/7"');

    // A reload: the page starts from what this device stored.
    const stored = localStorage.getItem(TABLE_TURNS_STORAGE_KEY) ?? '';
    cleanup();
    useTableTurns.setState({ tables: [] });
    localStorage.setItem(TABLE_TURNS_STORAGE_KEY, stored);
    await useTableTurns.persist.rehydrate();
    await openPanel(riichiGame([]));
    expect(bottom()).toBe('seat-2');

    // Another game is not turned.
    cleanup();
    await openPanel(riichiGame([], { id: 8 }));
    expect(bottom()).toBe('seat-0');
  });

  it('takes a seat back when it is tapped again', async () => {
    await openPanel(riichiGame([]));
    tapResult('Tsumo');
    tapSeat('carol');
    expect(screen.getByTestId('seat-2').textContent).toContain('Winner');
    tapSeat('carol');
    expect(screen.getByTestId('seat-2').textContent).not.toContain('Winner');
    expect(screen.getByTestId('entry-prompt').textContent).toBe('Tap the winner.');
    // A seat being entered is a target, not a way off the page: its name is no link.
    expect(within(screen.getByTestId('seat-2')).queryByRole('link')).toBeNull();
  });

  it('shows the engine’s preview on the seats, and the next round', async () => {
    await openPanel(riichiGame([]));
    enterDealerRon();
    expect(screen.getByTestId('preview-seat-0').textContent).toBe('+5,800 → 30,800');
    expect(screen.getByTestId('preview-seat-1').textContent).toBe('-5,800 → 19,200');
    expect(screen.getByTestId('entry-next-round').textContent).toBe('Next round: 東一局 1本場');
    expect(recordButton().disabled).toBe(false);
  });

  it('sends a plain ron in six taps, with the game version and an idempotency key, then is ready for the next', async () => {
    const before = riichiGame([]);
    const { calls } = await openPanel(before, player(), (call) => ({
      status: 200,
      body: riichiGame([call.body as never], { version: 2 }),
    }));
    enterDealerRon();
    fireEvent.click(recordButton());
    await screen.findByText('Recorded 東一局 0本場.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      expectedVersion: 1,
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { han: 3, fu: 30, dora: 0 } }],
    });
    expect(post?.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(screen.getByRole('heading', { name: 'Record 東一局 1本場' })).toBeTruthy();
    expect(screen.getByTestId('entry-prompt').textContent).toBe('What happened? Choose the result.');
    expect(screen.getByRole('group', { name: 'Result' })).toBeTruthy();

    // Undo names the hand, sends the version seen, and the old confirmation goes away with the hand.
    fireEvent.click(screen.getByRole('button', { name: 'Undo last hand' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, undo it' }));
    await screen.findByRole('heading', { name: 'Record 東一局 0本場' });
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/games/jp/7/rounds/last?expectedVersion=2',
    });
    expect(screen.queryByText('Recorded 東一局 0本場.')).toBeNull();
  });

  it('sends the dora tapped, none without a tap, and forgets them when the han drops below them', async () => {
    const { calls } = await openPanel(riichiGame([]), player(), (call) => ({
      status: 200,
      body: riichiGame([call.body as never], { version: 2 }),
    }));
    enterDealerRon();
    // None until tapped, and only fewer than the han (they are part of it).
    expect(chips('Dora')).toEqual(['0', '1', '2']);
    expect(pressedChip('Dora')).toBe('0');
    expect(screen.getByTestId('entry-hand').textContent).toBe('Deal-in (ron): alice from bob, 3 han 30 fu');
    tapChip('Dora', '2');
    expect(pressedChip('Dora')).toBe('2');
    // Dora are already in the han: the payment stays, the hand says them.
    expect(screen.getByTestId('preview-seat-0').textContent).toBe('+5,800 → 30,800');
    expect(screen.getByTestId('entry-hand').textContent).toBe(
      'Deal-in (ron): alice from bob, 3 han 30 fu (2 dora)',
    );
    tapChip('Han', '2');
    expect(pressedChip('Dora')).toBe('0');
    tapChip('Dora', '1');
    // At 1 han no dora can be: none are offered.
    tapChip('Han', '1');
    expect(screen.queryByRole('group', { name: 'Dora' })).toBeNull();
    tapChip('Han', '6');
    tapChip('Dora', '4');
    fireEvent.click(recordButton());
    await screen.findByText(/^Recorded/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      expectedVersion: 1,
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { han: 6, fu: 30, dora: 4 } }],
    });
  });

  it('sends a double ron: the second winner rons the same discard, the head-bump winner takes honba and sticks', async () => {
    const { calls } = await openPanel(
      riichiGame([], {
        currentRound: { roundWind: 'EAST', roundNumber: 1, bonus: 1, startRiichiStickCount: 1 },
      }),
      player(),
      (call) => ({ status: 200, body: riichiGame([call.body as never], { version: 2 }) }),
    );
    tapRiichi('dave');
    tapResult('Ron');
    tapSeat('alice');
    tapSeat('carol');
    tapChip('Han', '2');
    tapChip('Fu', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Another winner (double ron)' }));
    expect(screen.getByTestId('entry-prompt').textContent).toBe('Tap the second winner.');
    tapSeat('dave');
    tapChip('Han', '1');
    tapChip('Fu', '40');
    const deltas = [0, 1, 2, 3].map((seat) => screen.getByTestId(`preview-seat-${seat}`).textContent);
    expect(deltas).toEqual(['+2,900 → 27,900', '0 → 25,000', '-4,500 → 20,500', '+2,600 → 27,600']);
    fireEvent.click(recordButton());
    await screen.findByText(/^Recorded/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      expectedVersion: 1,
      riichis: [3],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN', winner: 0, loser: 2, hand: { han: 2, fu: 30, dora: 0 } },
        { transactionType: 'DEAL_IN', winner: 3, loser: 2, hand: { han: 1, fu: 40, dora: 0 } },
      ],
    });
  });

  it('sends a deck-out with the riichi declarer already tenpai (regression: they had to be ticked twice)', async () => {
    const { calls } = await openPanel(riichiGame([]), player(), (call) => ({
      status: 200,
      body: riichiGame([call.body as never], { version: 2 }),
    }));
    tapRiichi('bob');
    tapResult('Deck-out');
    expect(screen.getByTestId('seat-1').textContent).toContain('Tenpai');
    tapSeat('carol');
    expect(screen.getByTestId('preview-seat-1').textContent).toBe('+500 → 25,500');
    expect(screen.getByTestId('entry-next-round').textContent).toBe('Next round: 東二局 1本場');
    fireEvent.click(recordButton());
    await screen.findByText(/^Recorded/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      expectedVersion: 1,
      riichis: [1],
      tenpais: [1, 2],
      transactions: [{ transactionType: 'DECK_OUT' }],
    });
  });

  it('names the riichi declarer left out of tenpai, in words', async () => {
    await openPanel(riichiGame([]));
    tapRiichi('bob');
    tapResult('Deck-out');
    tapSeat('bob');
    expect(screen.getByTestId('entry-prompt').textContent).toBe(
      'bob declared riichi, so they were tenpai at the draw: mark them tenpai',
    );
    expect(recordButton().disabled).toBe(true);
  });

  it('sends a yakuman with pao: the liable seat is tapped after the pao toggle', async () => {
    const { calls } = await openPanel(riichiGame([]), player(), (call) => ({
      status: 200,
      body: riichiGame([call.body as never], { version: 2 }),
    }));
    tapResult('Ron');
    tapSeat('bob');
    tapSeat('carol');
    tapChip('Han', 'Yakuman');
    fireEvent.click(screen.getByRole('button', { name: 'Pao (liable player)' }));
    expect(screen.getByTestId('entry-prompt').textContent).toBe('Tap the liable (pao) player.');
    // With pao only yakuman are offered.
    expect(chips('Han')).toEqual([
      'Yakuman',
      '2× yakuman',
      '3× yakuman',
      '4× yakuman',
      '5× yakuman',
      '6× yakuman',
    ]);
    tapSeat('dave');
    expect(screen.getByTestId('preview-seat-3').textContent).toBe('-16,000 → 9,000');
    fireEvent.click(recordButton());
    await screen.findByText(/^Recorded/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      expectedVersion: 1,
      riichis: [],
      tenpais: [],
      transactions: [
        {
          transactionType: 'DEAL_IN_PAO',
          winner: 1,
          loser: 2,
          paoPlayerIndex: 3,
          hand: { han: 13, fu: 30, dora: 0 },
        },
      ],
    });
  });

  it('tells the recorder when the game changed under them (409) and reloads it', async () => {
    const { calls } = await openPanel(riichiGame([]), player(), () => ({
      status: 409,
      body: { error: { code: 'STALE_VERSION', message: 'The game has changed' } },
    }));
    enterDealerRon();
    fireEvent.click(recordButton());
    await screen.findByText('The game changed while you were entering this hand');
    await waitFor(() => expect(calls.filter((call) => call.path === '/games/jp/7').length).toBe(2));
  });

  it('words the server’s refusal from its code and parameters (400)', async () => {
    await openPanel(riichiGame([]), player(), () => ({
      status: 400,
      body: { error: { code: 'ROUND_AFTER_GAME_END', message: 'ignored', params: GAME_ENDED_AT_EAST_1 } },
    }));
    enterDealerRon();
    fireEvent.click(recordButton());
    expect(
      await screen.findByText(
        'The hand was refused: Round 2 (after the end): the game ended with round 1 (東一局 0本場), so no more rounds can be recorded',
      ),
    ).toBeTruthy();
  });

  it('names the seats of a refusal after the players sitting there', async () => {
    await openPanel(riichiGame([]), player(), () => ({
      status: 400,
      body: { error: { code: 'RIICHI_NOT_TENPAI', message: 'Seat 1 declared riichi', params: { seat: 1 } } },
    }));
    enterDealerRon();
    fireEvent.click(recordButton());
    expect(
      await screen.findByText(
        'The hand was refused: bob declared riichi, so they were tenpai at the draw: mark them tenpai',
      ),
    ).toBeTruthy();
  });

  it('names rounds in English for a player who chose it: heading and preview', async () => {
    await openPanel(riichiGame([]), player({ settings: { roundLabels: 'english' } }), () => ({
      status: 400,
      body: { error: { code: 'ROUND_AFTER_GAME_END', message: 'ignored', params: GAME_ENDED_AT_EAST_1 } },
    }));
    expect(screen.getByRole('heading', { name: 'Record East 1, 0 bonus' })).toBeTruthy();
    enterDealerRon();
    expect(screen.getByTestId('entry-next-round').textContent).toBe('Next round: East 1, 1 bonus');
    fireEvent.click(recordButton());
    expect(
      await screen.findByText(
        'The hand was refused: Round 2 (after the end): the game ended with round 1 (East 1, 0 bonus), so no more rounds can be recorded',
      ),
    ).toBeTruthy();
  });

  it('records Hong Kong hands with its own results and points', async () => {
    const { calls } = await openPanel(hongKongGame([]), player(), (call) => ({
      status: 200,
      body: hongKongGame([call.body as never], { version: 2 }),
    }));
    expect(screen.getByRole('heading', { name: 'Record East 1' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Result' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Win off a discard', 'Self-draw', 'Deck-out']);
    expect(screen.queryByRole('button', { name: /^Riichi/ })).toBeNull();
    tapResult('Self-draw');
    tapSeat('carol');
    expect(screen.getByTestId('entry-prompt').textContent).toBe('Choose the points.');
    tapChip('Points', '7');
    expect(screen.getByTestId('preview-seat-2').textContent).toBe('+144 → 894');
    expect(screen.getByTestId('preview-seat-0').textContent).toBe('-48 → 702');
    fireEvent.click(recordButton());
    await screen.findByText(/^Recorded/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      expectedVersion: 1,
      transactions: [{ transactionType: 'SELF_DRAW', winner: 2, hand: { points: 7 } }],
    });
  });
});
