import type { RiichiRoundInput } from '@mahjong/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendUnsentHands } from './send-unsent-hands.ts';
import { createUnsentHandsStore, UNSENT_HANDS_STORAGE_KEY } from './unsent-hands.ts';

const draw: RiichiRoundInput = { riichis: [], tenpais: [0], transactions: [] };

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('unsent hands', () => {
  it('survives a reload: the queue is kept in local storage', () => {
    const store = createUnsentHandsStore();
    store.getState().enqueue({ key: 'k1', variant: 'jp', gameId: 3, expectedVersion: 0, input: draw });
    const saved = JSON.parse(localStorage.getItem(UNSENT_HANDS_STORAGE_KEY) ?? '{}');
    expect(saved.state.hands).toHaveLength(1);
    const reloaded = createUnsentHandsStore();
    expect(reloaded.getState().hands.map((hand) => hand.key)).toEqual(['k1']);
  });

  it('keeping a conflicted hand moves the hands queued after it along with it, each on the version the one before leaves', () => {
    const store = createUnsentHandsStore();
    for (const [index, key] of ['a', 'b', 'c'].entries()) {
      store.getState().enqueue({
        key,
        variant: 'jp',
        gameId: 3,
        expectedVersion: 4 + index,
        roundsSeen: index,
        input: draw,
      });
    }
    store
      .getState()
      .enqueue({ key: 'other', variant: 'jp', gameId: 9, expectedVersion: 1, roundsSeen: 0, input: draw });
    store.getState().mark('a', 'conflict', 'stale');
    store.getState().rebase('a', 6, 'a2', 1);
    expect(
      store.getState().hands.map(({ key, gameId, expectedVersion, roundsSeen, state }) => ({
        key,
        gameId,
        expectedVersion,
        roundsSeen,
        state,
      })),
    ).toEqual([
      { key: 'a2', gameId: 3, expectedVersion: 6, roundsSeen: 1, state: 'waiting' },
      { key: 'b', gameId: 3, expectedVersion: 7, roundsSeen: 2, state: 'waiting' },
      { key: 'c', gameId: 3, expectedVersion: 8, roundsSeen: 3, state: 'waiting' },
      { key: 'other', gameId: 9, expectedVersion: 1, roundsSeen: 0, state: 'waiting' },
    ]);
  });

  it('keeps a hand waiting while offline and sends it with the same key when the connection returns', async () => {
    const store = createUnsentHandsStore();
    store.getState().enqueue({ key: 'same-key', variant: 'jp', gameId: 3, expectedVersion: 4, input: draw });
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    expect(await sendUnsentHands(store, 'jp', 3)).toEqual({ game: null, offline: true });
    expect(store.getState().hands[0]?.state).toBe('waiting');

    fetch.mockResolvedValueOnce(jsonResponse(200, { id: 3, version: 5 }));
    const result = await sendUnsentHands(store, 'jp', 3);
    expect(result.game).toEqual({ id: 3, version: 5 });
    expect(store.getState().hands).toEqual([]);
    const headers = fetch.mock.calls.map(
      (call) => (call[1] as RequestInit).headers as Record<string, string>,
    );
    expect(headers.map((h) => h['Idempotency-Key'])).toEqual(['same-key', 'same-key']);
    const retried = fetch.mock.calls[1]?.[1] as RequestInit;
    expect(JSON.parse(retried.body as string)).toEqual({
      expectedVersion: 4,
      ...draw,
    });
  });

  it('marks a conflict on 409 and stops, leaving later hands waiting', async () => {
    const store = createUnsentHandsStore();
    store.getState().enqueue({ key: 'a', variant: 'jp', gameId: 3, expectedVersion: 4, input: draw });
    store.getState().enqueue({ key: 'b', variant: 'jp', gameId: 3, expectedVersion: 5, input: draw });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(409, { error: { code: 'VERSION_CONFLICT', message: 'The game changed' } }),
        ),
    );
    await sendUnsentHands(store, 'jp', 3);
    expect(store.getState().hands.map((hand) => [hand.key, hand.state, hand.message])).toEqual([
      [
        'a',
        'conflict',
        'The game changed since you loaded it. Reload it and enter the hand again if it is still missing.',
      ],
      ['b', 'waiting', undefined],
    ]);
    store.getState().rebase('a', 9, 'a2');
    expect(store.getState().hands[0]).toMatchObject({ key: 'a2', expectedVersion: 9, state: 'waiting' });
  });

  it('keeps a hand whose key the server says was used for another hand (422), with the reason', async () => {
    const store = createUnsentHandsStore();
    store.getState().enqueue({ key: 'used', variant: 'jp', gameId: 3, expectedVersion: 4, input: draw });
    const serverMessage =
      'This Idempotency-Key was already used for a different hand. Send it again with a new key.';
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(422, { error: { code: 'IDEMPOTENCY_KEY_REUSED', message: serverMessage } }),
        ),
    );
    const message =
      'This hand was sent twice with different contents, so the second was not recorded. Enter it again.';
    expect(await sendUnsentHands(store, 'jp', 3)).toEqual({ game: null, offline: false });
    expect(store.getState().hands.map((hand) => [hand.key, hand.state, hand.message])).toEqual([
      ['used', 'refused', message],
    ]);
  });

  it('marks a refused hand with the server message', async () => {
    const store = createUnsentHandsStore();
    store
      .getState()
      .enqueue({ key: 'r', variant: 'hk', gameId: 8, expectedVersion: 0, input: { transactions: [] } });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(400, { error: { code: 'GAME_ENDED', message: 'The game has ended' } }),
        ),
    );
    await sendUnsentHands(store, 'hk', 8);
    expect(store.getState().hands[0]).toMatchObject({
      state: 'refused',
      message:
        'This game has ended: nothing more can be recorded. If a hand was entered wrong, ask an admin: an admin can correct it.',
    });
  });

  it.each([
    [500, 'INTERNAL', 'no-answer'],
    [502, 'HTTP_ERROR', 'no-answer'],
    [503, 'STORAGE_READ_ONLY', 'no-answer'],
    [504, 'HTTP_ERROR', 'no-answer'],
    [401, 'UNAUTHENTICATED', 'held'],
    [403, 'FORBIDDEN', 'held'],
    [404, 'GAME_NOT_FOUND', 'held'],
    [429, 'RATE_LIMITED', 'held'],
  ])(
    'keeps a hand waiting on %i (%s) and sends it again with the same key',
    async (status, code, failure) => {
      const store = createUnsentHandsStore();
      store.getState().enqueue({ key: 'kept', variant: 'jp', gameId: 3, expectedVersion: 4, input: draw });
      store.getState().enqueue({ key: 'next', variant: 'jp', gameId: 3, expectedVersion: 5, input: draw });
      const fetch = vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(status, { error: { code, message: 'not now' } }))
        .mockResolvedValueOnce(jsonResponse(200, { id: 3, version: 5 }))
        .mockResolvedValueOnce(jsonResponse(200, { id: 3, version: 6 }));
      vi.stubGlobal('fetch', fetch);

      expect(await sendUnsentHands(store, 'jp', 3)).toEqual({ game: null, offline: true });
      expect(store.getState().hands.map((hand) => [hand.key, hand.state, hand.failure])).toEqual([
        ['kept', 'waiting', failure],
        ['next', 'waiting', undefined],
      ]);
      // Nothing behind it went ahead of it.
      expect(fetch).toHaveBeenCalledTimes(1);
      if (failure === 'held') expect(store.getState().hands[0]?.message).toBeTruthy();

      expect((await sendUnsentHands(store, 'jp', 3)).game).toEqual({ id: 3, version: 6 });
      expect(store.getState().hands).toEqual([]);
      const keys = fetch.mock.calls.map(
        (call) => ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key'],
      );
      expect(keys).toEqual(['kept', 'kept', 'next']);
    },
  );

  it.each([
    [400, 'INVALID_INPUT', 'refused'],
    [409, 'VERSION_CONFLICT', 'conflict'],
    [422, 'IDEMPOTENCY_KEY_REUSED', 'refused'],
  ])('stops a hand on %i (%s): it is not sent again by itself', async (status, code, state) => {
    const store = createUnsentHandsStore();
    store.getState().enqueue({ key: 'stopped', variant: 'jp', gameId: 3, expectedVersion: 4, input: draw });
    const fetch = vi.fn().mockResolvedValue(jsonResponse(status, { error: { code, message: 'no' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await sendUnsentHands(store, 'jp', 3)).toEqual({ game: null, offline: false });
    expect(store.getState().hands.map((hand) => [hand.key, hand.state])).toEqual([['stopped', state]]);
    await sendUnsentHands(store, 'jp', 3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
