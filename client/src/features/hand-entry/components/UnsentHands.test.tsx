import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEALER_RON, DECK_OUT_BOB_TENPAI, player, riichiGame } from '../../../test/game-fixtures.ts';
import { UNSENT_HANDS_STORAGE_KEY, unsentHands } from '../store/unsent-hands.ts';
import { enterDealerRon, openPanel, recordButton } from '../test-support.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  unsentHands.setState({ hands: [] });
});

const savedHands = () => JSON.parse(localStorage.getItem(UNSENT_HANDS_STORAGE_KEY) ?? '{}').state?.hands;

describe('unsent hands', { timeout: 30_000 }, () => {
  it('says the hand is being sent while it is in flight, and that the server did not answer when online (regression: every hand in flight read "will be sent when the connection returns")', async () => {
    let attempts = 0;
    await openPanel(riichiGame([]), player(), () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return { status: 200, body: riichiGame([DEALER_RON], { version: 2 }) };
    });
    enterDealerRon();
    fireEvent.click(recordButton());
    const failed = await screen.findByText('Hand not sent — the server did not answer; trying again');
    // Not the look of a hand queued for the connection: failed is its own state.
    expect(failed.closest('[data-state]')?.getAttribute('data-state')).toBe('failed');
    expect(screen.queryByText(/when the connection returns/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await screen.findByRole('heading', { name: 'Record 東一局 1本場' });
    await waitFor(() => expect(screen.queryByText(/Hand not sent/)).toBeNull());
  });

  it('keeps a hand waiting when the server says to sign in first (401), says so, and sends it once it can', async () => {
    let signedIn = false;
    const { calls } = await openPanel(riichiGame([]), player(), () =>
      signedIn
        ? { status: 200, body: riichiGame([DEALER_RON], { version: 2 }) }
        : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in first.' } } },
    );
    enterDealerRon();
    fireEvent.click(recordButton());
    await screen.findByText(
      'Hand not sent yet — Sign in first, then try again. It is tried again every few seconds.',
    );
    expect(savedHands()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();

    signedIn = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await screen.findByRole('heading', { name: 'Record 東一局 1本場' });
    await waitFor(() => expect(savedHands()).toEqual([]));
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps hands entered without a connection in order, and sends each once, with its key, when the connection returns', async () => {
    let online = false;
    const stored: unknown[] = [];
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { calls } = await openPanel(riichiGame([]), player(), (call) => {
      if (!online) throw new TypeError('Failed to fetch');
      const { expectedVersion, ...input } = call.body as { expectedVersion: number };
      // The server: each hand on the version the one before left, else a conflict.
      if (expectedVersion !== 1 + stored.length) {
        return { status: 409, body: { error: { code: 'VERSION_CONFLICT', message: 'stale' } } };
      }
      if (!stored.includes(call.headers['idempotency-key'])) stored.push(call.headers['idempotency-key']);
      return {
        status: 200,
        body: riichiGame(Array(stored.length).fill(input), { version: 1 + stored.length }),
      };
    });
    for (const honba of [0, 1, 2]) {
      await screen.findByRole('heading', { name: `Record 東一局 ${honba}本場` });
      enterDealerRon();
      await waitFor(() => expect(recordButton().disabled).toBe(false));
      fireEvent.click(recordButton());
      await waitFor(() => expect(savedHands()).toHaveLength(honba + 1));
    }
    // The next hand is entered on the table the waiting ones leave.
    await screen.findByRole('heading', { name: 'Record 東一局 3本場' });
    expect(savedHands().map((hand: { expectedVersion: number }) => hand.expectedVersion)).toEqual([1, 2, 3]);
    expect(savedHands().map((hand: { roundsSeen: number }) => hand.roundsSeen)).toEqual([0, 1, 2]);
    expect(screen.getAllByText(/Hand not sent yet/).length).toBeGreaterThan(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(savedHands()).toEqual([]));
    await screen.findByRole('heading', { name: 'Record 東一局 3本場' });
    expect(stored).toHaveLength(3);
    const sent = calls.filter((call) => call.method === 'POST');
    // In order, each hand under its own key however often it was tried.
    const keys = [...new Set(sent.map((call) => call.headers['idempotency-key']))];
    expect(keys).toEqual(stored);
  });

  it('sends a hand left waiting before a reload as soon as the page opens', async () => {
    unsentHands.getState().enqueue({
      key: 'kept-key',
      variant: 'jp',
      gameId: 7,
      expectedVersion: 1,
      roundsSeen: 0,
      input: DEALER_RON,
    });
    const { calls } = await openPanel(riichiGame([]), player(), () => ({
      status: 200,
      body: riichiGame([DEALER_RON], { version: 2 }),
    }));
    await screen.findByRole('heading', { name: 'Record 東一局 1本場' });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.headers['idempotency-key'])).toEqual(['kept-key']);
    expect(posts[0]?.body).toMatchObject({ expectedVersion: 1, riichis: [0] });
    expect(unsentHands.getState().hands).toEqual([]);
  });

  it('shows what changed on a conflict, then sends the hand against the current game under a new key', async () => {
    const moved = riichiGame([DECK_OUT_BOB_TENPAI], { version: 2 });
    let posts = 0;
    const { calls } = await openPanel(riichiGame([]), player(), (_call, state) => {
      posts += 1;
      if (posts === 1) {
        // Someone else recorded a hand just before this one arrived.
        state.game = moved;
        return {
          status: 409,
          body: { error: { code: 'VERSION_CONFLICT', message: 'The game changed since you loaded it.' } },
        };
      }
      return { status: 200, body: riichiGame([DECK_OUT_BOB_TENPAI, DEALER_RON], { version: 3 }) };
    });
    enterDealerRon();
    fireEvent.click(recordButton());
    await screen.findByText('The game changed while you were entering this hand');
    const first = unsentHands.getState().hands[0]?.key;
    expect(first).toBeTruthy();
    await screen.findByText('Meanwhile 1 hand was recorded: 東一局 0本場.');
    // Both side by side: what the other phone stored, and this phone's hand.
    expect(screen.getByText(/^recorder recorded 東一局 0本場: Deck-out \(draw\)/)).toBeTruthy();
    expect(screen.getByText(/^Yours, not recorded: Deal-in \(ron\)/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/version/i);

    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByText(/The game changed while/)).toBeNull());
    const resent = calls.filter((call) => call.method === 'POST').at(-1);
    expect(resent?.body).toMatchObject({ expectedVersion: 2 });
    expect(resent?.headers['idempotency-key']).not.toBe(first);
    expect(screen.getAllByRole('row').length).toBeGreaterThan(3);
  });

  it('drops a waiting hand a tablemate stored first, says so, and sends the hands behind it, each once and in order', async () => {
    // Two hands waited on this device; meanwhile a tablemate stored the first of them.
    unsentHands.getState().enqueue({
      key: 'first',
      variant: 'jp',
      gameId: 7,
      expectedVersion: 1,
      roundsSeen: 0,
      input: DEALER_RON,
    });
    unsentHands.getState().enqueue({
      key: 'second',
      variant: 'jp',
      gameId: 7,
      expectedVersion: 2,
      roundsSeen: 1,
      input: DECK_OUT_BOB_TENPAI,
    });
    const stored = riichiGame([DEALER_RON], { version: 2 });
    const { calls } = await openPanel(stored, player(), (call, state) => {
      const { expectedVersion } = call.body as { expectedVersion: number };
      if (expectedVersion !== state.game.version) {
        return {
          status: 409,
          body: { error: { code: 'VERSION_CONFLICT', message: 'The game changed since you loaded it.' } },
        };
      }
      return { status: 200, body: riichiGame([DEALER_RON, DECK_OUT_BOB_TENPAI], { version: 3 }) };
    });
    // The same hand: nothing to choose, one hand stored.
    await screen.findByText('This hand was already recorded from another phone');
    expect(screen.getByText(/^recorder recorded 東一局 0本場: Deal-in \(ron\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep mine' })).toBeNull();
    expect(screen.queryByText('The game changed while you were entering this hand')).toBeNull();
    const sent = () =>
      calls.filter((call) => call.method === 'POST').map((call) => call.headers['idempotency-key']);
    await waitFor(() => expect(savedHands()).toEqual([]));
    expect(sent()).toEqual(['first', 'second']);
    await screen.findByRole('heading', { name: /^Record / });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByText('This hand was already recorded from another phone')).toBeNull(),
    );
  });

  it('lets the recorder discard a refused hand', async () => {
    unsentHands
      .getState()
      .enqueue({ key: 'r', variant: 'jp', gameId: 7, expectedVersion: 1, input: DEALER_RON });
    unsentHands.getState().mark('r', 'refused', 'A ron needs at least 25 fu');
    await openPanel(riichiGame([]), player());
    await screen.findByText('The hand was refused: A ron needs at least 25 fu');
    expect(screen.getByText(/Not recorded: Deal-in \(ron\): alice from bob, 3 han 30 fu/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText(/The hand was refused/)).toBeNull());
    expect(savedHands()).toEqual([]);
  });

  it('names rounds in English when the player chose it, and words the server’s conflict from its code', async () => {
    const english = player({ settings: { roundLabels: 'english' } });
    unsentHands.getState().enqueue({
      key: 'late',
      variant: 'jp',
      gameId: 7,
      expectedVersion: 1,
      roundsSeen: 0,
      input: DECK_OUT_BOB_TENPAI,
    });
    unsentHands
      .getState()
      .enqueue({ key: 'bad', variant: 'jp', gameId: 7, expectedVersion: 9, input: DEALER_RON });
    unsentHands
      .getState()
      .mark('bad', 'refused', 'the game ended with round 1, so no more rounds can be recorded');
    await openPanel(riichiGame([DEALER_RON], { version: 2 }), english, () => ({
      status: 409,
      body: { error: { code: 'VERSION_CONFLICT', message: 'The game changed at 南二局 3本場.' } },
    }));
    await screen.findByText('Meanwhile 1 hand was recorded: East 1, 0 bonus.');
    expect(screen.getByText('Now playing: East 1, 1 bonus.')).toBeTruthy();
    expect(screen.getByText(/^recorder recorded East 1, 0 bonus: Deal-in \(ron\)/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/version/i);
    expect(screen.queryByText(/南二局/)).toBeNull();
    expect(
      screen.getByText(
        'The hand was refused: the game ended with round 1, so no more rounds can be recorded',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Record East \d, \d bonus$/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[東南西北][一二三四]局/);
  });
});
