/**
 * The floor: a bare socket.io server on a plain Node HTTP server — no Fastify, no database, no engine —
 * with the same namespaces. `POST /emit/{gameId}` broadcasts its JSON body as `round:added` to that
 * game's namespace and answers 204, so it is triggered and measured exactly like the app.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gameNamespace } from '@mahjong/shared';
import { Server } from 'socket.io';

export interface BareServer {
  url: string;
  /** Broadcasts without any HTTP in between (the in-process floor). */
  emit(gameId: number, payload: unknown): void;
  close(): Promise<void>;
}

export async function startBareServer(gameIds: number[]): Promise<BareServer> {
  let io: Server | undefined;
  const http: HttpServer = createServer((request, response) => {
    const match = /^\/emit\/(\d+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match || !io) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      io?.of(gameNamespace('jp', Number(match[1]))).emit(
        'round:added',
        JSON.parse(Buffer.concat(chunks).toString()),
      );
      response.writeHead(204).end();
    });
  });
  io = new Server(http, { serveClient: false });
  for (const id of gameIds) io.of(gameNamespace('jp', id));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    emit: (gameId, payload) => {
      io?.of(gameNamespace('jp', gameId)).emit('round:added', payload);
    },
    close: async () => {
      io?.disconnectSockets(true);
      await new Promise<void>((resolve) => io?.close(() => resolve()));
    },
  };
}
