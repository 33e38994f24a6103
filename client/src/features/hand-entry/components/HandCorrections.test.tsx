import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketFor } from '../../../test/fake-socket.ts';
import { DEALER_RON, DOUBLE_RON, player, riichiGame } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { unsentHands } from '../store/unsent-hands.ts';
import { openPanel, recordButton, routes, tapChip, tapSeat } from '../test-support.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  vi.unstubAllGlobals();
  unsentHands.setState({ hands: [] });
});

const saveButton = () => screen.getByRole('button', { name: 'Save correction' }) as HTMLButtonElement;

describe('correcting hands at the table', { timeout: 30_000 }, () => {
  it('opens a past hand filled in, shows what the correction changes, and saves it on the version seen', async () => {
    const game = riichiGame([DEALER_RON, DOUBLE_RON, DEALER_RON]);
    const corrected = riichiGame(
      [
        {
          ...DEALER_RON,
          transactions: [{ ...DEALER_RON.transactions[0]!, hand: { han: 4, fu: 30, dora: 0 } }],
        },
        DOUBLE_RON,
        DEALER_RON,
      ],
      { version: game.version + 1 },
    );
    const calls = stubApi((call) => {
      if (call.path === '/players/current') return { body: player({ id: 12, username: 'bob' }) };
      if (call.method === 'GET' && call.path === '/games/jp/7') return { body: game };
      if (call.method === 'PUT' && call.path === '/games/jp/7/rounds/0') return { body: corrected };
      return undefined;
    });
    renderAt(routes, '/games/jp/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Correct 東一局 0本場' }));
    await screen.findByRole('heading', { name: 'Correct 東一局 0本場' });
    // Filled in as stored: the same hand changes nothing yet.
    expect(saveButton().disabled).toBe(false);
    expect(screen.getByTestId('preview-seat-0').textContent).toBe('+5,800 → 30,800');
    expect(screen.getByTestId('correction-preview').textContent).toContain('東一局 0本場: no change');

    tapChip('Han', '4');
    const preview = screen.getByTestId('correction-preview').textContent ?? '';
    // This hand and every later one move (alice +11,600 +1,000 riichi instead of +5,800 +1,000).
    expect(preview).toContain('東一局 0本場: alice 30,800 → 36,600, bob 19,200 → 13,400');
    expect(preview).toMatch(/東一局 1本場: alice [\d,]+ → [\d,]+/);
    fireEvent.click(saveButton());
    await screen.findByText('Corrected 東一局 0本場.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      expectedVersion: game.version,
      riichis: [0],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { han: 4, fu: 30, dora: 0 } }],
    });
    await screen.findByRole('heading', { name: /^Record / });
  });

  it('refuses a correction on a game that moved on since the hand was opened, and says what changed', async () => {
    const game = riichiGame([DEALER_RON, DOUBLE_RON]);
    const moved = riichiGame([DEALER_RON, DOUBLE_RON, DEALER_RON], { version: game.version + 1 });
    let served = game;
    const calls = stubApi((call) => {
      if (call.path === '/players/current') return { body: player() };
      if (call.method === 'GET' && call.path === '/games/jp/7') return { body: served };
      if (call.method === 'PUT') {
        served = moved;
        return {
          status: 409,
          body: { error: { code: 'VERSION_CONFLICT', message: 'The game changed since you loaded it.' } },
        };
      }
      return undefined;
    });
    renderAt(routes, '/games/jp/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Correct 東一局 0本場' }));
    tapChip('Han', '4');
    fireEvent.click(saveButton());
    await screen.findByText('The game changed while you were correcting this hand');
    await screen.findByText(/Meanwhile 1 hand was recorded/);
    // Nothing was saved: the correction stays open, to save on the game as it is now.
    expect(screen.getByRole('heading', { name: 'Correct 東一局 0本場' })).toBeTruthy();
    const again = await screen.findByRole('button', { name: 'Save on the current game' });
    await waitFor(() => expect(screen.getAllByTestId('hand')).toHaveLength(3));
    fireEvent.click(again);
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.method === 'PUT')
          .map((call) => (call.body as { expectedVersion: number }).expectedVersion),
      ).toEqual([game.version, moved.version]),
    );
  });

  it('puts the hand it undoes back into the entry, to record it again', async () => {
    const game = riichiGame([DEALER_RON]);
    const calls = stubApi((call) => {
      if (call.path === '/players/current') return { body: player() };
      if (call.method === 'GET' && call.path === '/games/jp/7') return { body: game };
      if (call.method === 'DELETE') return { body: riichiGame([], { version: game.version + 1 }) };
      if (call.method === 'POST') return { body: riichiGame([DEALER_RON], { version: game.version + 2 }) };
      return undefined;
    });
    renderAt(routes, '/games/jp/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo last hand' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, undo it' }));
    await screen.findByRole('heading', { name: 'Record 東一局 0本場' });
    await waitFor(() => expect(recordButton().disabled).toBe(false));
    expect(screen.getByTestId('preview-seat-0').textContent).toBe('+5,800 → 30,800');
    fireEvent.click(recordButton());
    await screen.findByText('Recorded 東一局 0本場.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      expectedVersion: game.version + 1,
      ...DEALER_RON,
    });
  });

  it('shows a hand another device stored first as a conflict, never records it as the next hand', async () => {
    const game = riichiGame([]);
    const { calls, state } = await openPanel(game, player(), (call) => {
      const { expectedVersion } = call.body as { expectedVersion: number };
      if (expectedVersion !== state.game.version) {
        return {
          status: 409,
          body: { error: { code: 'VERSION_CONFLICT', message: 'The game changed since you loaded it.' } },
        };
      }
      return { status: 200, body: riichiGame([call.body as never], { version: 2 }) };
    });
    const socket = socketFor('/games/jp/7');
    socket.receive('connect');
    socket.receive('game:snapshot', { version: 1, game });
    // The recorder begins the hand on version 1…
    fireEvent.click(screen.getByRole('button', { name: 'Ron' }));
    // …and a tablemate's device stores it meanwhile.
    const other = riichiGame([DEALER_RON], { version: 2 });
    state.game = other;
    socket.receive('round:added', {
      gameId: 7,
      version: 2,
      round: other.rounds[0],
      currentRound: other.currentRound,
      totals: other.totals,
      flagged: false,
    });
    tapSeat('alice');
    tapSeat('bob');
    tapChip('Han', '3');
    tapChip('Fu', '30');
    fireEvent.click(recordButton());
    await screen.findByText('The game changed while you were entering this hand');
    expect(screen.getByText('Meanwhile 1 hand was recorded: 東一局 0本場.')).toBeTruthy();
    expect(
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => (call.body as { expectedVersion: number }).expectedVersion),
    ).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Keep mine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });
});
