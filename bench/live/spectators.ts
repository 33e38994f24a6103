/**
 * A process of spectators (forked by the benchmark, several at once): socket.io clients that each
 * watch one namespace and note when every `round:added` reaches them. Spectators decode in their own
 * processes so that the server's figures are the server's. Driven by messages (protocol.ts).
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import msgpackParser from 'socket.io-msgpack-parser';
import { type FromSpectators, now, type ToSpectators } from './protocol.ts';

const sockets: Socket[] = [];
/** Arrival times of each broadcast (`gameId:version`), one per spectator that received it. */
const arrivals = new Map<string, number[]>();
/** How many of this process's spectators watch each game. */
const watching = new Map<number, number>();
let msgpack = false;
/** Why connections were refused (connect_error messages), with how many. */
const reasons = new Map<string, number>();

const send = (message: FromSpectators) => process.send?.(message);

function arrive(gameId: number, version: number) {
  const at = now();
  const key = `${gameId}:${version}`;
  const list = arrivals.get(key) ?? [];
  list.push(at);
  arrivals.set(key, list);
  if (list.length === watching.get(gameId)) send({ type: 'complete', key });
}

function join(url: string, readyEvent: string): Promise<boolean> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(msgpack ? { parser: msgpackParser } : {}),
  });
  sockets.push(socket);
  socket.on('round:added', (payload: { gameId: number; version: number }) =>
    arrive(payload.gameId, payload.version),
  );
  return new Promise((resolve) => {
    socket.once(readyEvent, () => resolve(true));
    socket.once('connect_error', (error) => {
      reasons.set(error.message, (reasons.get(error.message) ?? 0) + 1);
      resolve(false);
    });
  });
}

/** Joins `plan` (one namespace per spectator), `perSecond` at most (0: 50 at a time, as fast as it goes). */
async function connectAll(
  base: string,
  plan: Array<[gameId: number, namespace: string]>,
  readyEvent: string,
  perSecond: number,
) {
  const started = performance.now();
  let refused = 0;
  for (const [gameId] of plan) watching.set(gameId, (watching.get(gameId) ?? 0) + 1);
  if (perSecond > 0) {
    const pending: Array<Promise<boolean>> = [];
    for (const [index, [, namespace]] of plan.entries()) {
      const due = started + (index * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(join(`${base}${namespace}`, readyEvent));
    }
    refused = (await Promise.all(pending)).filter((ok) => !ok).length;
  } else {
    for (let start = 0; start < plan.length; start += 50) {
      const joined = await Promise.all(
        plan.slice(start, start + 50).map(([, namespace]) => join(`${base}${namespace}`, readyEvent)),
      );
      refused += joined.filter((ok) => !ok).length;
    }
  }
  send({ type: 'connected', refused, reasons: [...reasons], ms: performance.now() - started });
  reasons.clear();
}

process.on('message', (message: ToSpectators) => {
  switch (message.type) {
    case 'connect':
      msgpack = message.msgpack;
      void connectAll(message.base, message.plan, message.readyEvent, message.perSecond);
      return;
    case 'arrivals':
      send({ type: 'arrivals', arrivals: [...arrivals] });
      return;
    case 'leave':
      for (const socket of sockets) socket.disconnect();
      sockets.length = 0;
      arrivals.clear();
      watching.clear();
      send({ type: 'left' });
      return;
    case 'exit':
      process.exit(0);
  }
});
send({ type: 'ready' });
