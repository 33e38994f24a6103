import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesNoneMatch } from '../http/etag.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestGame, playRounds, ron, type TestGame } from '../test/games.ts';

let t: TestApp;
let g: TestGame;
let gameUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  g = await createTestGame(t, 'jp');
  gameUrl = `/api/games/jp/${g.game.id}`;
});
afterAll(() => t.close());

describe('ETags on API reads', () => {
  it('tags a game read, and answers 304 with no body when the browser already has it', async () => {
    const first = await t.app.inject({ url: gameUrl });
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    // The second read comes from the answer cache: same answer, same tag.
    const again = await t.app.inject({ url: gameUrl });
    expect(again.headers.etag).toBe(tag);

    const revalidated = await t.app.inject({
      url: gameUrl,
      headers: { 'if-none-match': tag, 'accept-encoding': 'br' },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(tag);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('answers in full once the game has changed', async () => {
    const before = await t.app.inject({ url: gameUrl });
    const tag = String(before.headers.etag);
    await playRounds(t, before.json(), g.recorder.headers, [ron(0, 1, 2, 30)]);
    const after = await t.app.inject({ url: gameUrl, headers: { 'if-none-match': tag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(after.json().version).toBe(before.json().version + 1);
  });

  it('keeps the session’s own player out of every cache', async () => {
    const response = await t.app.inject({ url: '/api/players/current', headers: g.recorder.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('tags neither writes nor refusals', async () => {
    const missing = await t.app.inject({ url: '/api/games/jp/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');

    const current = (await t.app.inject({ url: gameUrl })).json();
    const write = await t.app.inject({
      method: 'POST',
      url: `${gameUrl}/rounds`,
      headers: g.recorder.headers,
      payload: { expectedVersion: current.version, ...ron(2, 3, 1, 30) },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers.etag).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it.each([
    ['W/"a"', 'W/"a"', true],
    ['"a"', 'W/"a"', true],
    ['"b", W/"a"', 'W/"a"', true],
    ['*', 'W/"a"', true],
    ['W/"b"', 'W/"a"', false],
    ['', 'W/"a"', false],
  ])('%s against %s → %s', (header, tag, expected) => {
    expect(matchesNoneMatch(header, tag)).toBe(expected);
  });
});
