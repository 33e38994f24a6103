import { vi } from 'vitest';

/** One request the page made, as the stub saw it (path without the /api prefix, query included). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Replaces `fetch` with `answer`, which plays the server. Returns the list of calls so a test
 * can check what was sent. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (call: ApiCall) => StubAnswer | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: Object.fromEntries(
          Array.from(new Headers(init.headers).entries(), ([name, value]) => [name.toLowerCase(), value]),
        ),
      };
      calls.push(call);
      const reply = answer(call) ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: `No stub for ${call.method} ${call.path}` } },
      };
      const status = reply.status ?? 200;
      const text = reply.body === undefined ? null : JSON.stringify(reply.body);
      return new Response(status === 204 ? null : text, {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A visitor: the current player is unknown to the server. */
export const visitor = (call: ApiCall): StubAnswer | undefined =>
  call.path === '/players/current'
    ? { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'You need to log in to do that.' } } }
    : undefined;
