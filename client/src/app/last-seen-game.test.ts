import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { isGameRead, rememberLastSeenGame, restoreLastSeenGame } from './last-seen-game.ts';

const game = (id: number) => ({ id, variant: 'jp', version: 3, rounds: [] });
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => localStorage.clear());

describe('the last game seen', () => {
  it('comes back in a new app after a game read succeeded', () => {
    const first = new QueryClient();
    const stop = rememberLastSeenGame(first, localStorage, () => 1_000);
    first.setQueryData(['games', 'jp', 7], game(7));
    first.setQueryData(['games', 'hk', 9], game(9));
    stop();

    const next = new QueryClient();
    restoreLastSeenGame(next, localStorage, 1_000 + DAY);
    // Only the last one is kept.
    expect(next.getQueryData(['games', 'hk', 9])).toEqual(game(9));
    expect(next.getQueryData(['games', 'jp', 7])).toBeUndefined();
  });

  it('keeps no other reads under games (logs, live lists)', () => {
    const client = new QueryClient();
    rememberLastSeenGame(client, localStorage);
    client.setQueryData(['games', 'current', 'jp'], [game(1)]);
    client.setQueryData(['games', 'logs', {}], { games: [] });
    expect(localStorage.length).toBe(0);
    expect(isGameRead({ queryKey: ['games', 'jp', 3] })).toBe(true);
    expect(isGameRead({ queryKey: ['games', 'current', 'jp'] })).toBe(false);
  });

  it('is forgotten after a week, and a damaged copy is ignored', () => {
    const client = new QueryClient();
    rememberLastSeenGame(client, localStorage, () => 0);
    client.setQueryData(['games', 'jp', 7], game(7));
    const stale = new QueryClient();
    restoreLastSeenGame(stale, localStorage, 8 * DAY);
    expect(stale.getQueryData(['games', 'jp', 7])).toBeUndefined();
    expect(localStorage.length).toBe(0);

    localStorage.setItem('mahjong-club:last-seen-game', '{not json');
    const damaged = new QueryClient();
    expect(() => restoreLastSeenGame(damaged, localStorage)).not.toThrow();
    expect(damaged.getQueryCache().getAll()).toHaveLength(0);
  });
});
