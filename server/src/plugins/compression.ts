import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers go out compressed when the browser accepts it: brotli first, then gzip. The built client's
 * files are compressed once at build time (spa.ts serves those as they are); this covers API answers
 * and the few small static files the build leaves alone.
 *
 * - Answers under 1 KB stay plain: the headers would outweigh the saving.
 * - Brotli at quality 4 costs about what gzip does per answer; quality 11 is for build time only.
 * - Already compressed downloads (backups are gzip or binary dumps) are not compressible types, so
 *   they stream through untouched with their Content-Length.
 * - socket.io answers its own requests on the HTTP server before Fastify sees them, and negotiates
 *   its own per-message compression.
 */
export const compressionPlugin = fp(compression, { name: 'compression' });

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Request bodies are small JSON; nobody needs to send them compressed, so none is inflated.
    globalDecompression: false,
  });
}
