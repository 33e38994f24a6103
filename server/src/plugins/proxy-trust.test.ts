/**
 * TRUST_PROXY decides who may say where a request comes from: by default nobody (the socket's peer is
 * the client), so X-Forwarded-For cannot dodge per-address limits and X-Forwarded-Host cannot pass the
 * same-origin check.
 */

import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/database.ts';
import { clientAddress, proxyTrust, trustProxyWarning } from './proxy-trust.ts';

const MINUTE = 60_000;
const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['172.28.0.10', { addresses: ['172.28.0.10'] }],
    [' 10.0.0.0/8, ::1 ,loopback', { addresses: ['10.0.0.0/8', '::1', 'loopback'] }],
  ])('reads %j as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '-1', '1.5', '10.0.0.300', '10.0.0.0/33', 'proxy.local', '10.0.0.1,,'])(
    'stops start-up on %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    },
  );

  const raw = (peer: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    }) as unknown as IncomingMessage;

  it('gives the client address of a raw request (as socket.io sees it) by the same rule', () => {
    const forwarded = raw('172.28.0.10', '6.6.6.6, 203.0.113.7');
    expect(clientAddress(raw('172.28.0.10'), proxyTrust(false))).toBe('172.28.0.10');
    expect(clientAddress(forwarded, proxyTrust(false))).toBe('172.28.0.10');
    expect(clientAddress(forwarded, proxyTrust(trustOf('172.28.0.10')))).toBe('203.0.113.7');
    expect(clientAddress(raw('10.1.1.1', '203.0.113.7'), proxyTrust(trustOf('172.28.0.10')))).toBe(
      '10.1.1.1',
    );
    expect(clientAddress(forwarded, proxyTrust(trustOf('1')))).toBe('203.0.113.7');
    expect(clientAddress(forwarded, proxyTrust(trustOf('2')))).toBe('6.6.6.6');
    expect(clientAddress(forwarded, proxyTrust(trustOf('true')))).toBe('6.6.6.6');
  });
});

describe('the client address in a running app', () => {
  /** An app with two registrations an hour per address, logging what Fastify logs into `lines`. */
  async function appWith(env: Record<string, string>) {
    const database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'info', CLIENT_DIST: '/nonexistent', ...env });
    const lines: Array<{ req?: { remoteAddress?: string } }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = await buildApp({
      config,
      database,
      logger: { level: 'info', stream },
      rateLimits: { register: { perIp: { max: 2, timeWindow: 60 * MINUTE } } },
      writeRateLimit: false,
    });
    await app.ready();
    let counter = 0;
    const register = (remoteAddress: string, headers: Record<string, string> = {}) => {
      counter += 1;
      return app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress,
        headers,
        payload: { username: `proxied${counter}`, password: 'a long password' },
      });
    };
    return { app, lines, register };
  }

  describe('without TRUST_PROXY', () => {
    let t: Awaited<ReturnType<typeof appWith>>;
    beforeAll(async () => {
      t = await appWith({});
    });
    afterAll(() => t.app.close());

    it('counts the socket peer, however X-Forwarded-For rotates', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await t.register('198.51.100.1', { 'x-forwarded-for': `203.0.113.${i + 1}` });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    });

    it('logs the socket peer as the remote address', async () => {
      await t.app.inject({
        url: '/api/health',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': '1.2.3.4' },
      });
      const incoming = t.lines.filter((line) => line.req?.remoteAddress !== undefined);
      expect(incoming.at(-1)?.req?.remoteAddress).toBe('198.51.100.9');
    });

    it('refuses a cross-site write that names itself in X-Forwarded-Host', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { host: 'club.example', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CROSS_ORIGIN');
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: Awaited<ReturnType<typeof appWith>>;
    beforeAll(async () => {
      t = await appWith({ TRUST_PROXY: '172.28.0.10' });
    });
    afterAll(() => t.app.close());

    it('counts the address the proxy forwards, and ignores the header from anyone else', async () => {
      const viaProxy = [];
      for (let i = 0; i < 3; i += 1) {
        // The client's own X-Forwarded-For entry (left of the proxy's) is not believed.
        const response = await t.register('172.28.0.10', {
          'x-forwarded-for': `6.6.6.6, 203.0.113.${i + 1}`,
        });
        viaProxy.push(response.statusCode);
      }
      expect(viaProxy).toEqual([201, 201, 201]);

      const direct = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await t.register('198.51.100.2', { 'x-forwarded-for': `203.0.113.${i + 10}` });
        direct.push(response.statusCode);
      }
      expect(direct).toEqual([201, 201, 429]);
    });

    it('logs the forwarded client address', async () => {
      await t.app.inject({
        url: '/api/health',
        remoteAddress: '172.28.0.10',
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      const incoming = t.lines.filter((line) => line.req?.remoteAddress !== undefined);
      expect(incoming.at(-1)?.req?.remoteAddress).toBe('203.0.113.77');
    });

    it('compares writes with X-Forwarded-Host from the proxy only', async () => {
      const headers = {
        host: 'app1:3000',
        'x-forwarded-host': 'club.example',
        origin: 'https://club.example',
      };
      const viaProxy = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        remoteAddress: '172.28.0.10',
        headers,
      });
      expect(viaProxy.statusCode).toBe(204);
      const direct = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        remoteAddress: '198.51.100.3',
        headers,
      });
      expect(direct.statusCode).toBe(403);
    });
  });
});

describe('docker-compose.yml and deploy/nginx.conf', () => {
  const root = new URL('../../../', import.meta.url);
  const compose = readFileSync(new URL('docker-compose.yml', root), 'utf8');
  const nginx = readFileSync(new URL('deploy/nginx.conf', root), 'utf8');

  /** The headers nginx sets for a browser at `client` that asked for `host` over http. */
  function headersNginxSends(client: string, host: string): Record<string, string> {
    const values: Record<string, string> = { $remote_addr: client, $http_host: host, $scheme: 'http' };
    const headers: Record<string, string> = {};
    for (const [, name, value] of nginx.matchAll(/proxy_set_header\s+(\S+)\s+(\S+);/g)) {
      if (name && value && value in values) headers[name.toLowerCase()] = values[value]!;
    }
    return headers;
  }

  it('trusts exactly the proxy: its fixed address, inside the network the apps share', () => {
    const trusted = /TRUST_PROXY:\s*(\S+)/.exec(compose)?.[1];
    const proxyAddress = /ipv4_address:\s*(\S+)/.exec(compose)?.[1];
    expect(trusted).toBeDefined();
    expect(trusted).toBe(proxyAddress);
    expect(trustOf(trusted!)).toEqual({ addresses: [proxyAddress] });
    const subnet = /subnet:\s*(\d+\.\d+\.\d+)\.0\/24/.exec(compose)?.[1];
    expect(proxyAddress?.startsWith(`${subnet}.`)).toBe(true);
  });

  it('has nginx send what the app needs to see the client and the host the browser asked for', async () => {
    const headers = headersNginxSends('203.0.113.50', 'localhost:8080');
    expect(Object.keys(headers).sort()).toEqual([
      'host',
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
    ]);
    const proxyAddress = /ipv4_address:\s*(\S+)/.exec(compose)![1]!;
    const t = await (async () => {
      const database = await createTestDatabase();
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        CLIENT_DIST: '/nonexistent',
        TRUST_PROXY: proxyAddress,
      });
      return buildApp({ config, database, writeRateLimit: false });
    })();
    try {
      // What socket.io will see of the same request (app.clientAddress) must agree with request.ip.
      t.get('/api/whoami-for-test', async (request) => ({
        ip: request.ip,
        host: request.host,
        socketView: t.clientAddress(request.raw),
      }));
      const seen = await t.inject({ url: '/api/whoami-for-test', remoteAddress: proxyAddress, headers });
      expect(seen.json()).toEqual({ ip: '203.0.113.50', host: 'localhost:8080', socketView: '203.0.113.50' });
      const write = await t.inject({
        method: 'POST',
        url: '/api/logout',
        remoteAddress: proxyAddress,
        headers: { ...headers, origin: 'http://localhost:8080' },
      });
      expect(write.statusCode).toBe(204);
    } finally {
      await t.close();
    }
  });
});

describe('the start-up warning about TRUST_PROXY', () => {
  it.each([
    ['true', '0.0.0.0', 'TRUST_PROXY=true trusts every peer, and this server listens on 0.0.0.0'],
    [
      '1',
      '0.0.0.0',
      'TRUST_PROXY=1 trusts the last 1 hop whoever they are, and this server listens on 0.0.0.0',
    ],
    ['2', '::', 'TRUST_PROXY=2 trusts the last 2 hops whoever they are, and this server listens on ::'],
    ['true', '192.168.1.20', 'TRUST_PROXY=true trusts every peer, and this server listens on 192.168.1.20'],
  ])('warns of TRUST_PROXY=%s when listening on %s, and says what to set', (value, host, start) => {
    const warning = trustProxyWarning(trustOf(value), host);
    expect(warning?.startsWith(`${start}: anyone who reaches it directly`)).toBe(true);
    expect(warning).toContain('X-Forwarded-For');
    expect(warning).toContain("Set TRUST_PROXY to your proxy's address");
    expect(warning).toContain('HOST=127.0.0.1');
  });

  it.each([
    ['', '0.0.0.0'],
    ['false', '0.0.0.0'],
    ['172.28.0.10', '0.0.0.0'],
    ['loopback', '::'],
    ['true', '127.0.0.1'],
    ['2', 'localhost'],
    ['true', '::1'],
  ])('says nothing of TRUST_PROXY=%j when listening on %s', (value, host) => {
    expect(trustProxyWarning(trustOf(value), host)).toBeNull();
  });
});
