import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hongKongGame, player, riichiGame } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { unsentHands } from '../store/unsent-hands.ts';
import {
  enterDealerRon,
  openPanel,
  recordButton,
  routes,
  select,
  serve,
  transaction,
} from '../test-support.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  vi.unstubAllGlobals();
  // The queue is the browser's one store: each test starts with none of the last test's hands.
  unsentHands.setState({ hands: [] });
});

describe('hand entry panel', { timeout: 30_000 }, () => {
  it('is shown to an admin who is not the recorder', async () => {
    const game = riichiGame([]);
    await openPanel(game, player({ id: 99, admin: true }));
    expect(screen.getByRole('heading', { name: 'Record 東一局 0本場' })).toBeTruthy();
  });

  it.each([
    ['a player who is not the recorder', player({ id: 12, username: 'bob' })],
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
    await screen.findByText('End of Game');
    expect(screen.queryByRole('button', { name: 'Record hand' })).toBeNull();
  });

  it('records a chombo against the player chosen by name, and asks for one first', async () => {
    const game = riichiGame([]);
    const { calls } = await openPanel(game);
    const form = screen.getByRole('group', { name: 'Chombo' });
    const send = within(form).getByRole('button', { name: 'Record chombo' });
    await userEvent.click(send);
    expect(within(form).getByText('Choose the player the chombo is against.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/chombo'))).toBe(false);

    const [, south] = game.players;
    select(form, 'Player', String(south!.id));
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Wrong call' } });
    await userEvent.click(send);
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/chombo'))?.body).toEqual({
        playerId: south!.id,
        reason: 'Wrong call',
      }),
    );
    // Sent: the form is free for the next one.
    await waitFor(() => expect((within(form).getByLabelText('Player') as HTMLSelectElement).value).toBe(''));
  });

  it('asks for what is missing before anything can be sent', async () => {
    await openPanel(riichiGame([]));
    expect(screen.getByText('A ron (deal-in) needs the winner')).toBeTruthy();
    expect(recordButton().disabled).toBe(true);
    select(transaction(1), 'Winner', '0');
    select(transaction(1), 'Loser (dealt in)', '1');
    expect(screen.getByText('Choose the han of the hand before sending it')).toBeTruthy();
    select(transaction(1), 'Han', '3');
    expect(screen.getByText('Choose the fu of the hand before sending it')).toBeTruthy();
    expect(recordButton().disabled).toBe(true);
  });

  it('previews the engine’s deltas, totals and next round', async () => {
    await openPanel(riichiGame([]));
    enterDealerRon();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByTestId('preview-seat-0').textContent).toBe('alice+5,800→ 30,800');
    expect(within(preview).getByTestId('preview-seat-1').textContent).toBe('bob-5,800→ 19,200');
    expect(within(preview).getByText('Next round: 東一局 1本場')).toBeTruthy();
    expect(recordButton().disabled).toBe(false);
  });

  it('explains a hand the rules refuse, and will not send it', async () => {
    await openPanel(riichiGame([]));
    enterDealerRon();
    select(transaction(1), 'Fu', '20');
    expect(screen.getByText('A ron needs at least 25 fu: 20 fu is only possible on a tsumo')).toBeTruthy();
    expect(recordButton().disabled).toBe(true);
  });

  it('previews a double ron with the head-bump winner taking honba and sticks', async () => {
    await openPanel(
      riichiGame([], {
        currentRound: { roundWind: 'EAST', roundNumber: 1, bonus: 1, startRiichiStickCount: 1 },
      }),
    );
    await userEvent.click(within(screen.getByRole('group', { name: 'Riichi' })).getByLabelText('dave'));
    select(transaction(1), 'Winner', '0');
    select(transaction(1), 'Loser (dealt in)', '2');
    select(transaction(1), 'Han', '2');
    select(transaction(1), 'Fu', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect((within(transaction(2)).getByLabelText('Loser (dealt in)') as HTMLSelectElement).value).toBe('2');
    select(transaction(2), 'Winner', '3');
    select(transaction(2), 'Han', '1');
    select(transaction(2), 'Fu', '40');
    const deltas = [0, 1, 2, 3].map((seat) => screen.getByTestId(`preview-seat-${seat}`).textContent);
    expect(deltas).toEqual([
      'alice+2,900→ 27,900',
      'bob0→ 25,000',
      'carol-4,500→ 20,500',
      'dave+2,600→ 27,600',
    ]);
  });

  it('asks for tenpai on a deck-out and refuses a riichi declarer who is not tenpai', async () => {
    await openPanel(riichiGame([]));
    select(transaction(1), 'Result', 'DECK_OUT');
    await userEvent.click(within(screen.getByRole('group', { name: 'Riichi' })).getByLabelText('bob'));
    expect(
      screen.getByText('bob declared riichi, so they were tenpai at the draw: mark them tenpai'),
    ).toBeTruthy();
    await userEvent.click(within(screen.getByRole('group', { name: 'Tenpai' })).getByLabelText('bob'));
    expect(screen.getByTestId('preview-seat-1').textContent).toBe('bob+2,000→ 27,000');
    expect(screen.getByText('Next round: 東二局 1本場')).toBeTruthy();
  });

  it('sends the hand with the game version and an idempotency key, then shows the new table', async () => {
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
    expect(screen.getByText('A ron (deal-in) needs the winner')).toBeTruthy();
    expect(screen.getByText('Enter the hand')).toBeTruthy();

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

  it('shows the server’s reason when it refuses the hand (400)', async () => {
    await openPanel(riichiGame([]), player(), () => ({
      status: 400,
      body: { error: { code: 'ROUND_AFTER_GAME_END', message: 'The game has already ended' } },
    }));
    enterDealerRon();
    fireEvent.click(recordButton());
    expect(await screen.findByText('The hand was refused: The game has already ended')).toBeTruthy();
  });

  it('asks for Hong Kong points and previews the table value', async () => {
    await openPanel(hongKongGame([]));
    expect(screen.getByRole('heading', { name: 'Record East 1' })).toBeTruthy();
    select(transaction(1), 'Result', 'SELF_DRAW');
    select(transaction(1), 'Winner', '2');
    expect(screen.getByText('Choose the points of the hand before sending it')).toBeTruthy();
    select(transaction(1), 'Points', '7');
    expect(screen.getByTestId('preview-seat-2').textContent).toBe('carol+144→ 894');
    expect(screen.getByTestId('preview-seat-0').textContent).toBe('alice-48→ 702');
  });
});
