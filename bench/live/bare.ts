/**
 * The floor, in a process of its own: a bare socket.io server on a plain Node HTTP server — no Fastify,
 * no database, no engine — with namespaces shaped like the app's (`/games/jp/{id}`) and the same
 * socket.io options. `POST /emit/{gameId}` broadcasts its JSON body as `round:added` to that game's
 * namespace and answers 204, so it is triggered and measured exactly like the app (its write too: from
 * the POST to the broadcast handed to socket.io); `GET /health` answers at once, like the app's.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { type FromServer, now, type ToServer } from './protocol.ts';
import { tuningFromEnv } from './tuning.ts';

const send = (message: FromServer) => process.send?.(message);
/** When each broadcast was handed to socket.io, as the app's are (asked once the hands are over). */
const emitted: Array<[key: string, at: number]> = [];
let io: Server | undefined;
/**
 * Started a second time with BENCH_FLOOR_STORES (the benchmark's `--floor-stores`), the floor first
 * stores what it broadcasts: one insert into an embedded database of its own (in memory, as the app's
 * in the benchmark), committed before the broadcast as the app's hands are — what any server pays
 * that keeps a hand before it tells anyone.
 */
const store =
  process.env.BENCH_FLOOR_STORES === 'on'
    ? await (await import('@electric-sql/pglite')).PGlite.create()
    : undefined;
await store?.exec(
  'create table hands (id serial primary key, game_id integer not null, hand jsonb not null)',
);
const http = createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const match = /^\/emit\/(\d+)$/.exec(request.url ?? '');
  if (request.method !== 'POST' || !match || !io) {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    const body = Buffer.concat(chunks).toString();
    const payload = JSON.parse(body) as { gameId: number; version: number };
    await store?.query('insert into hands (game_id, hand) values ($1, $2)', [payload.gameId, body]);
    emitted.push([`${payload.gameId}:${payload.version}`, now()]);
    io?.of(`/games/jp/${match[1]}`).emit('round:added', payload);
    // The live list's board, as the app tells it of every hand (read only when someone watches it).
    const list = io?.of('/live/jp');
    if (list && list.sockets.size > 0)
      list.emit('live:game-updated', {
        variant: 'jp',
        game: { id: payload.gameId, version: payload.version },
      });
    response.writeHead(204).end();
  });
});
io = new Server(http, { serveClient: false, cleanupEmptyChildNamespaces: true, ...tuningFromEnv() });
io.of(/^\/games\/jp\/\d+$/);
io.of('/live/jp');
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const { port } = http.address() as AddressInfo;

process.on('message', (message: ToServer) => {
  switch (message.type) {
    case 'rss':
      if (message.collect) globalThis.gc?.();
      send({ type: 'rss', bytes: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed });
      return;
    case 'games':
      return;
    case 'emitted':
      send({ type: 'emitted', marks: emitted.splice(0) });
      return;
    case 'exit':
      io?.disconnectSockets(true);
      io?.close(() => process.exit(0));
  }
});
send({ type: 'listening', url: `http://127.0.0.1:${port}` });
