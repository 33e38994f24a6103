import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/stub-api.ts';
import { startEarlyReads } from './early-reads.ts';

afterEach(() => vi.unstubAllGlobals());

describe('reads started with the app', () => {
  it('asks for the game of a game page before its code has loaded', async () => {
    const calls = stubApi((call) =>
      call.path === '/games/hk/12' ? { body: { id: 12, variant: 'hk' } } : undefined,
    );
    const client = new QueryClient();
    startEarlyReads(client, '/games/hk/12');
    await vi.waitFor(() =>
      expect(client.getQueryData(['games', 'hk', 12])).toEqual({ id: 12, variant: 'hk' }),
    );
    expect(calls.map((call) => call.path)).toEqual(['/players/current', '/games/hk/12']);
  });

  it('asks for the live list of a live games page', async () => {
    const calls = stubApi((call) => (call.path === '/games/current/jp' ? { body: [{ id: 3 }] } : undefined));
    const client = new QueryClient();
    startEarlyReads(client, '/games/current/jp');
    await vi.waitFor(() => expect(client.getQueryData(['games', 'current', 'jp'])).toEqual([{ id: 3 }]));
    expect(calls.map((call) => call.path)).toEqual(['/players/current', '/games/current/jp']);
  });

  it('asks every page who is signed in, before the first render needs it', async () => {
    stubApi((call) => (call.path === '/players/current' ? { body: { id: 7, username: 'mika' } } : undefined));
    const client = new QueryClient();
    startEarlyReads(client, '/leaderboard/jp');
    await vi.waitFor(() =>
      expect(client.getQueryData(['players', 'current'])).toEqual({ id: 7, username: 'mika' }),
    );
  });

  it('asks nothing else for other pages or for addresses that name no game', () => {
    const calls = stubApi(() => undefined);
    const client = new QueryClient();
    for (const path of [
      '/',
      '/games/current/xx',
      '/games/create/jp',
      '/games/not-found',
      '/games/xx/3',
      '/games/jp/0',
    ]) {
      startEarlyReads(client, path);
    }
    expect(calls.filter((call) => call.path !== '/players/current')).toEqual([]);
  });
});
