import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api.ts';
import { statusWords } from './i18n/server-messages.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers the server sends without a message', () => {
  it.each([400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503, 504])(
    'are told in words, never as a number or a code (%i)',
    (status) => {
      const words = statusWords(status);
      expect(words).toMatch(/^[A-Z][^0-9_]*\.$/);
    },
  );

  it('keep the status and code for the program, and say words to the person', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    const failure = await api('/games/jp/7').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, code: 'HTTP_ERROR' });
    expect((failure as ApiError).message).toBe(
      'The server could not answer just now: try again in a moment.',
    );
  });

  it('say a known code in the reader’s words, from its parameters, not the server’s English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 'LAST_ADMIN', message: 'English for logs', params: { username: '李明华' } },
            }),
            { status: 409 },
          ),
      ),
    );
    const failure = await api('/admin/players/7').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'LAST_ADMIN', params: { username: '李明华' } });
    expect((failure as ApiError).message).toBe(
      "李明华 is the club's last admin: make another player admin first.",
    );
  });

  it('show the server’s own message for a code this app does not know yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'SOMETHING_NEW', message: 'No such thing' } }), {
            status: 404,
          }),
      ),
    );
    const failure = await api('/games/jp/7').catch((error: unknown) => error);
    expect((failure as ApiError).message).toBe('No such thing');
  });
});
