/**
 * Web security for every answer: Helmet's headers with a Content-Security-Policy the built SPA (and
 * the Swagger UI at /api/docs) works under, and a same-origin check on state-changing API requests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The SPA has no inline scripts (theme-init.js is external on purpose); Chakra/Emotion inject
 * <style> tags, so styles need 'unsafe-inline'. connect-src 'self' covers same-host ws:/wss: for
 * socket.io in every current browser (CSP level 3). The Swagger UI also loads only its own files.
 */
function cspDirectives(https: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // On plain http (a LAN install) upgrading would break every asset, so only behind https.
    upgradeInsecureRequests: https ? [] : null,
  };
}

function hostOf(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The host a state-changing request claims to come from: its Origin, or its Referer when a browser
 * left Origin out. Null when neither is sent (curl, scripts, app.inject): those carry no browser
 * cookies from another site, and a browser always sends Origin on a cross-site POST/PUT/PATCH/DELETE
 * (fetch and forms alike), so refusing only a mismatch is enough. SameSite=Lax on the session
 * cookie is the second lock: a cross-site request never carries it.
 */
function claimedHost(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin.length > 0) return origin === 'null' ? null : hostOf(origin);
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer.length > 0) return hostOf(referer);
  return undefined;
}

export function isCrossOrigin(request: FastifyRequest): boolean {
  const claimed = claimedHost(request);
  if (claimed === undefined) return false;
  // request.host is X-Forwarded-Host only when the peer is a proxy TRUST_PROXY names; from anyone
  // else (and by default) it is the Host header itself.
  return claimed === null || claimed !== request.host.toLowerCase();
}

export function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(https) },
    // HSTS only means something over https; sent on http it would pin nothing but confuse.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers Helmet sets, worked out once: with no per-request nonces they are the same on every
 * answer, so each answer gets a copy instead of Helmet building its policy again per request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The headers that still mean something on a built script (`/assets/…`, hashed, served as
 * JavaScript): a browser reads a Content-Security-Policy, frame and referrer rules only from a
 * document or a worker, and the app's scripts are neither. A phone on a slow network fetches a score
 * of them on a first visit, each otherwise carrying a kilobyte of headers it ignores.
 */
export function scriptHeaders(headers: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return Object.fromEntries(
    kept.filter((name) => name in headers).map((name) => [name, headers[name] ?? '']),
  );
}

/** Built scripts: the client's `/assets/` holds only hashed JavaScript (no documents, no workers). */
const isBuiltScript = (url: string) => url.startsWith('/assets/') && url.split('?')[0]?.endsWith('.js');

export const securityPlugin = fp(security, { name: 'security', decorators: { fastify: ['config'] } });

async function security(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders(helmetOptions(app.config.PUBLIC_URL?.startsWith('https:') ?? false));
  const forScripts = scriptHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isBuiltScript(request.url) ? forScripts : headers);
    done();
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api')) return;
    if (isCrossOrigin(request)) {
      throw new AppError(403, 'CROSS_ORIGIN', 'Requests that change data must come from this site.');
    }
  });
}
