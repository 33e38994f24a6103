/**
 * A stand-in for `lib/socket.ts` in component tests: no network, and the test plays the server.
 * Use with `vi.mock('…/lib/socket.ts', () => import('…/test/fake-socket.ts'))`.
 */
import { act } from '@testing-library/react';

type Handler = (payload?: unknown) => void;

export class FakeSocket {
  readonly handlers = new Map<string, Handler[]>();
  /** What the page sent to the server, by event name. */
  readonly sent: string[] = [];
  closed = false;

  constructor(readonly namespace: string) {}

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  emit(event: string) {
    this.sent.push(event);
    return this;
  }

  disconnect() {
    this.closed = true;
    return this;
  }

  /** The server sends `event` (or the connection changes: 'connect', 'disconnect'). */
  receive(event: string, payload?: unknown) {
    act(() => {
      for (const handler of this.handlers.get(event) ?? []) handler(payload);
    });
  }
}

/** Every socket the page opened, newest last. */
export const fakeSockets: FakeSocket[] = [];

export function connectNamespace(namespace: string) {
  const socket = new FakeSocket(namespace);
  fakeSockets.push(socket);
  return socket;
}

/** The open socket to `namespace`, once the page has connected it. */
export function socketFor(namespace: string): FakeSocket {
  const socket = fakeSockets.findLast((candidate) => candidate.namespace === namespace && !candidate.closed);
  if (!socket) throw new Error(`no socket open to ${namespace}`);
  return socket;
}
