import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestPlayer } from '../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends a CSP the SPA works under, and the usual Helmet headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on refusals and unknown addresses as on answers', async () => {
    const answer = await t.app.inject({ url: '/api/health' });
    const refusals = await Promise.all([
      t.app.inject({ url: '/api/leaderboard/mahjong' }),
      t.app.inject({ url: '/api/no-such-thing' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://elsewhere.example' },
      }),
    ]);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(refusal.headers[name], name).toBe(answer.headers[name]);
      }
    }
  });

  it('lets the Swagger UI load its own scripts', async () => {
    let response = await t.app.inject({ url: '/api/docs' });
    if (response.statusCode === 302) {
      response = await t.app.inject({
        url: new URL(String(response.headers.location), 'http://x/api/docs').pathname,
      });
    }
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-initializer.js');
    expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('adds HSTS, upgrade-insecure-requests and Secure cookies behind https', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      CLIENT_DIST: '/nonexistent',
      PUBLIC_URL: 'https://club.example',
    });
    const app = await buildApp({ config, database, writeRateLimit: false });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'secure_cookie', password: 'a long enough password' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Secure/);
    } finally {
      await app.close();
    }
  });
});

describe('same-origin writes', () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/logout', headers: { host: 'club.example', ...headers } });

  it('refuses a write whose Origin or Referer names another site', async () => {
    const hostile: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://club.example.evil.example' },
    ];
    for (const headers of hostile) {
      const response = await logout(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'CROSS_ORIGIN', message: expect.any(String) } });
    }
  });

  it('lets same-site writes and header-less clients through', async () => {
    expect((await logout({ origin: 'https://club.example' })).statusCode).toBe(204);
    expect((await logout({ referer: 'https://club.example/games' })).statusCode).toBe(204);
    expect((await logout({})).statusCode).toBe(204);
  });

  it('compares with the Host header, whatever X-Forwarded-Host says, when no proxy is trusted', async () => {
    const forged = await logout({ 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    const honest = await logout({ 'x-forwarded-host': 'evil.example', origin: 'https://club.example' });
    expect(honest.statusCode).toBe(204);
  });

  it('leaves reads alone', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('hostile text', () => {
  it('stores and returns usernames as plain JSON text, never as HTML', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: hostile, password: 'a long enough password' },
    });
    // Either refused by the username rule, or stored verbatim and served as JSON.
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    if (response.statusCode === 201) expect(response.json().username).toBe(hostile);
    else expect(response.json().error.code).toBe('INVALID_INPUT');
  });
});

describe('write limits', () => {
  it('answers 429 in the JSON shape once a player has used up the window', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
    const app = await buildApp({ config, database, writeRateLimit: { max: 3, timeWindow: 60_000 } });
    try {
      const { headers } = await createTestPlayer(app.db);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await app.inject({
          method: 'PUT',
          url: '/api/players/current/settings',
          headers,
          payload: { settings: {} },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error.code).toBe('RATE_LIMITED');
          expect(response.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses.slice(3)).toEqual([429, 429]);
      expect(statuses.slice(0, 3).every((status) => status < 429)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('security headers on the built client', () => {
  let client: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'club-client-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Mahjong Club</title>');
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log("the club");');
    client = await createTestApp({ CLIENT_DIST: root });
  });
  afterAll(async () => {
    await client.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a built script only the headers a script is read with', async () => {
    const page = await client.app.inject({ url: '/games/jp/1' });
    const script = await client.app.inject({ url: '/assets/app-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe(page.headers['cross-origin-resource-policy']);
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(page.headers[name], name).toBeDefined();
      expect(script.headers[name], name).toBeUndefined();
    }
  });

  it('keeps the whole policy on pages, the service worker and unknown assets', async () => {
    const answers = await Promise.all(
      ['/', '/leaderboard/jp', '/sw.js', '/assets/no-such-file.css'].map((url) => client.app.inject({ url })),
    );
    for (const answer of answers) {
      expect(String(answer.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
