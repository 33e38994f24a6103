import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, statusInWords } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers the server sends without a message', () => {
  it.each([400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503, 504])(
    'are told in words, never as a number or a code (%i)',
    (status) => {
      const words = statusInWords(status);
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

  it('show the server’s own message when it gives one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'GAME_NOT_FOUND', message: 'No such game' } }), {
            status: 404,
          }),
      ),
    );
    const failure = await api('/games/jp/7').catch((error: unknown) => error);
    expect((failure as ApiError).message).toBe('No such game');
  });
});
