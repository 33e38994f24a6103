import { afterEach, describe, expect, it, vi } from 'vitest';

// socket.io's client as the page sees it: each io() call gives a socket that records what it was given.
const opened = vi.hoisted(() => [] as Array<{ namespace: string; calls: string[] }>);
vi.mock('socket.io-client', () => ({
  io(namespace: string) {
    const record = { namespace, calls: [] as string[] };
    opened.push(record);
    const socket = {
      on(event: string) {
        record.calls.push(`on ${event}`);
        return socket;
      },
      emit(event: string, ...args: unknown[]) {
        record.calls.push(`emit ${event} ${JSON.stringify(args)}`);
        return socket;
      },
      disconnect() {
        record.calls.push('disconnect');
        return socket;
      },
    };
    return socket;
  },
}));

const { connectNamespace } = await import('./socket.ts');

afterEach(() => {
  opened.length = 0;
});

describe('a socket whose client code loads with it', () => {
  it('gives the opened socket the listeners and messages it was handed meanwhile, in order', async () => {
    const socket = connectNamespace<Record<string, never>, { 'game:resync': (round: number) => void }>(
      '/games/jp/7',
    );
    socket.on('connect', () => {});
    socket.on('game:snapshot', () => {});
    socket.emit('game:resync', 1);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    socket.on('disconnect', () => {});
    socket.disconnect();
    expect(opened[0]).toEqual({
      namespace: '/games/jp/7',
      calls: ['on connect', 'on game:snapshot', 'emit game:resync [1]', 'on disconnect', 'disconnect'],
    });
  });

  it('never opens a socket that was closed before its code arrived', async () => {
    const socket = connectNamespace<Record<string, never>, Record<string, never>>('/live/jp');
    socket.disconnect();
    // The client's code is here once this import is: the socket's own import settled before it.
    await import('socket.io-client');
    expect(opened).toEqual([]);
  });
});
