import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { acceptedLanguageTags, type Language, pickLanguage } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerTag, matchesNoneMatch } from '../http/etag.ts';
import { pagePreloader, readBuildManifest, withPreloads } from './page-preloads.ts';

export const defaultClientDist = fileURLToPath(new URL('../../../client/dist', import.meta.url));

/**
 * Serves the built client; any other GET outside /api gets index.html so the client's router decides,
 * naming ahead the code and data of the page asked for (page-preloads.ts). It is always revalidated;
 * its tag changes with the build and the page. Unknown /api routes answer 404 in
 * the JSON error shape.
 */
export const spaPlugin = fp(singlePageApp, { name: 'spa' });

async function singlePageApp(app: FastifyInstance, options: { clientDist?: string }): Promise<void> {
  const root = options.clientDist ?? defaultClientDist;
  const hasClient = existsSync(join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; those go out as they are (compression.ts).
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      cacheControl: false,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(root, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const indexHtml = hasClient ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  const manifest = hasClient ? readBuildManifest(root) : null;
  const preloadsFor = manifest ? pagePreloader(manifest) : () => [];
  const plain = { html: indexHtml, tag: answerTag(indexHtml) };
  // Made per request (a string and a hash of a few KB): a copy per game address would pile up.
  const pageFor = (path: string, language: Language) => {
    const links = preloadsFor(path, language);
    if (links.length === 0) return plain;
    const html = withPreloads(indexHtml, links);
    return { html, tag: answerTag(html) };
  };

  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  if (hasClient) {
    // A route rather than the not-found handler, so the answer is compressed like any other (its
    // copies differ per page, so none can be compressed at build time as the files are).
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApi(path)) return reply.callNotFound();
      // A first visit speaks the browser's language (client: lib/i18n/language-choice.ts); later
      // visits open from the service worker's copy of index.html, with every catalogue it keeps.
      const language = pickLanguage(acceptedLanguageTags(request.headers['accept-language']));
      const page = pageFor(path, language);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-language').header('etag', page.tag);
      if (matchesNoneMatch(request.headers['if-none-match'], page.tag)) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(page.html);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No such route: ${request.method} ${path}` } });
  });
}
