import type { Player } from '@mahjong/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PeopleAtAddresses } from '../http/people-at-addresses.ts';
import { errorsPlugin } from './errors.ts';
import { requestBudgetsPlugin } from './request-budgets.ts';

// The plugin on a bare app, with a clock that only moves when told: who is signed in comes from a
// header here (the session plugin decides it in the app).
describe('request budgets', () => {
  let app: FastifyInstance;
  let time = 0;
  beforeAll(async () => {
    app = Fastify();
    app.decorate('peopleAtAddresses', new PeopleAtAddresses(() => time));
    app.decorateRequest('player', null);
    app.addHook('onRequest', async (request) => {
      const id = Number(request.headers['x-player']);
      if (id) {
        request.player = { id } as Player;
        app.peopleAtAddresses.seen(request.ip, id);
      }
    });
    await app.register(errorsPlugin);
    await app.register(requestBudgetsPlugin, {
      budgets: { perAccount: 5, perAddress: 3, perPersonAtAddress: 2 },
      now: () => time,
    });
    app.get('/api/page', async () => ({ ok: true }));
    app.get('/api/health', async () => ({ status: 'ok' }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (from: string, player?: number, url = '/api/page') =>
    app.inject({ url, remoteAddress: from, headers: player ? { 'x-player': String(player) } : {} });
  const statuses = async (count: number, from: string, player?: number) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i += 1) seen.push((await get(from, player)).statusCode);
    return seen;
  };

  it("spends a visitor's address budget, with Retry-After, and never counts the health check", async () => {
    expect(await statuses(4, '10.1.0.1')).toEqual([200, 200, 200, 429]);
    const refused = await get('10.1.0.1');
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Three a minute: one more in twenty seconds.
    expect(refused.headers['retry-after']).toBe('20');
    for (let i = 0; i < 10; i += 1)
      expect((await get('10.1.0.1', undefined, '/api/health')).statusCode).toBe(200);
    expect((await get('10.1.0.2')).statusCode).toBe(200);
    time += 20_000;
    expect(await statuses(2, '10.1.0.1')).toEqual([200, 429]);
  });

  it('counts a signed-in person on their account wherever they are, and makes room at their address', async () => {
    expect(await statuses(4, '10.2.0.1')).toEqual([200, 200, 200, 429]);
    // A member at the same address is served from their own budget…
    expect(await statuses(3, '10.2.0.1', 7)).toEqual([200, 200, 200]);
    // …which follows them to another address.
    expect(await statuses(3, '10.2.0.9', 7)).toEqual([200, 200, 429]);
    // The address has shown a person: two more requests a minute for its visitors.
    time += 30_000;
    expect(await statuses(3, '10.2.0.1')).toEqual([200, 200, 429]);
  });
});
