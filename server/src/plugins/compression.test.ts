import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestGame, playRounds, ron } from '../test/games.ts';

let t: TestApp;
let gameUrl: string;
let plainBody: string;
let client: string;

// A built client in miniature: the real build writes .br and .gz beside each file.
const bundle = `console.log(${JSON.stringify('the club '.repeat(400))});`;
function writeClient(root: string): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Mahjong Club</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), bundle);
  writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(bundle));
  writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(bundle));
}

beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), 'club-client-'));
  writeClient(client);
  t = await createTestApp({ CLIENT_DIST: client });
  const { game, recorder } = await createTestGame(t, 'jp');
  await playRounds(t, game, recorder.headers, [ron(0, 1, 3, 30), ron(2, 3, 2, 40), ron(1, 0, 1, 30)]);
  gameUrl = `/api/games/${game.variant}/${game.id}`;
  plainBody = (await t.app.inject({ url: gameUrl })).body;
});
afterAll(async () => {
  await t.close();
  rmSync(client, { recursive: true, force: true });
});

describe('compressed API answers', () => {
  it('sends a game read as brotli to a browser that accepts it, the same answer once decoded', async () => {
    expect(plainBody.length).toBeGreaterThan(1024);
    const response = await t.app.inject({
      url: gameUrl,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(plainBody.length / 2);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plainBody);
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const response = await t.app.inject({ url: gameUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(plainBody);
  });

  it('sends the answer plain to a client that asks for no encoding', async () => {
    const response = await t.app.inject({ url: gameUrl });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(plainBody);
  });

  it('leaves tiny answers plain', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the built client', () => {
  const asset = '/assets/index-abc123.js';

  it('serves the brotli file written at build time, kept for a year', async () => {
    const response = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['content-type'])).toContain('javascript');
    expect(String(response.headers.vary)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('serves the gzip file to a browser without brotli', async () => {
    const response = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('serves the file itself to a client that accepts no encoding', async () => {
    const response = await t.app.inject({ url: asset });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bundle);
  });

  it('has every page revalidate index.html', async () => {
    const response = await t.app.inject({ url: '/games/jp/1', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('Mahjong Club');
  });
});
