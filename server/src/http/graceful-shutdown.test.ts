import { Agent, request } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GracefulShutdown, gracefulShutdown } from './graceful-shutdown.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request; `agent` keeps its connection for the next (false: a connection of its own). */
function send(url: string, path: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  let app: FastifyInstance;
  let graceful: GracefulShutdown;
  let url: string;
  let release: () => void;
  const closed = vi.fn();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterEach(async () => {
    release?.();
    await app.close();
  });

  async function start(graceMs?: number, preClose?: () => Promise<void>) {
    app = Fastify({ return503OnClosing: false });
    graceful = gracefulShutdown(app, graceMs);
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      await held;
      return { answered: 'slow' };
    });
    app.get('/fast', async () => ({ answered: 'fast' }));
    if (preClose) app.addHook('preClose', preClose);
    app.addHook('onClose', async () => closed());
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  }

  it('stops taking connections, answers what is in flight and what comes over open connections, then closes', async () => {
    await start();
    // A connection left open after a first request, as a phone's is.
    expect((await send(url, '/fast', agent)).connection).toBe('keep-alive');
    const slow = send(url, '/slow');
    await vi.waitFor(() => expect(graceful.inFlight).toBe(1));

    const done = graceful.shutdown();
    // A connection already queued as the server is told to stop is taken, and refused new work…
    const queued = await send(url, '/fast');
    expect(queued).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(queued.body).error.code).toBe('UNAVAILABLE');
    // …then the server stops listening: no new connection is taken…
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    await expect(send(url, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // …but one opened before is answered as usual, and told to close.
    expect(await send(url, '/fast', agent)).toMatchObject({ status: 200, connection: 'close' });
    expect(closed).not.toHaveBeenCalled();

    release();
    expect(await slow).toMatchObject({ status: 200, connection: 'close', body: '{"answered":"slow"}' });
    expect(await done).toEqual({ cut: 0 });
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('cuts what is still running at the bound, and closes all the same', async () => {
    await start(50);
    const slow = send(url, '/slow');
    await vi.waitFor(() => expect(graceful.inFlight).toBe(1));
    expect(await graceful.shutdown()).toEqual({ cut: 1 });
    await expect(slow).rejects.toThrow(/socket hang up/);
    expect(closed).toHaveBeenCalled();
  });

  it('answers 503 UNAVAILABLE in the error shape once the app is closing', async () => {
    let closing: () => void = () => {};
    const inPreClose = new Promise<void>((resolve) => {
      closing = resolve;
    });
    let finishClosing: () => void = () => {};
    await start(undefined, async () => {
      closing();
      await new Promise<void>((resolve) => {
        finishClosing = resolve;
      });
    });
    expect((await send(url, '/fast', agent)).status).toBe(200);
    const done = graceful.shutdown();
    await inPreClose;
    const late = await send(url, '/fast', agent);
    expect(late).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(late.body).error.code).toBe('UNAVAILABLE');
    finishClosing();
    expect(await done).toEqual({ cut: 0 });
  });
});
