/**
 * Every plugin says what it needs: a name, the plugins it depends on and the decorators it reads,
 * so that Fastify refuses an app that registers one before what it needs instead of failing later.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clubNightPlugin } from '../modules/club-night/plugin.ts';
import { livePlugin } from '../modules/live/plugin.ts';
import { tournamentsPlugin } from '../modules/tournaments/plugin.ts';
import { answersPlugin } from '../plugins/answers.ts';
import { apiCachingPlugin } from '../plugins/api-caching.ts';
import { compressionPlugin } from '../plugins/compression.ts';
import { errorsPlugin } from '../plugins/errors.ts';
import { openapiPlugin } from '../plugins/openapi.ts';
import { requestBudgetsPlugin } from '../plugins/request-budgets.ts';
import { securityPlugin } from '../plugins/security.ts';
import { sessionPlugin } from '../plugins/session.ts';
import { socketPlugin } from '../plugins/socket.ts';
import { spaPlugin } from '../plugins/spa.ts';
import { storageGuardPlugin } from '../plugins/storage-guard.ts';
import { writeLimitsPlugin } from '../plugins/write-limits.ts';

const serverSource = fileURLToPath(new URL('..', import.meta.url));

interface PluginMeta {
  name?: string;
  dependencies?: string[];
  decorators?: { fastify?: string[]; request?: string[] };
}
const metaOf = (plugin: object): PluginMeta =>
  (plugin as Record<symbol, PluginMeta>)[Symbol.for('plugin-meta')] ?? {};

const PLUGINS = {
  answersPlugin,
  apiCachingPlugin,
  clubNightPlugin,
  tournamentsPlugin,
  compressionPlugin,
  errorsPlugin,
  livePlugin,
  openapiPlugin,
  requestBudgetsPlugin,
  securityPlugin,
  sessionPlugin,
  socketPlugin,
  spaPlugin,
  storageGuardPlugin,
  writeLimitsPlugin,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('plugins', () => {
  it('are all checked here: every fastify-plugin of the server is in the list', () => {
    const declared = sourceFiles(serverSource).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = fp\(/g)].map(
        (match) => `${relative(serverSource, file)}: ${match[1]}`,
      ),
    );
    const names = declared.map((entry) => entry.split(': ')[1]);
    expect(new Set(names)).toEqual(new Set(Object.keys(PLUGINS)));
  });

  it.each(Object.entries(PLUGINS))('%s has a name of its own', (_, plugin) => {
    expect(metaOf(plugin).name).toMatch(/^[a-z-]+$/);
  });

  it('names only plugins that exist as dependencies', () => {
    const names = new Set([
      ...Object.values(PLUGINS).map((plugin) => metaOf(plugin).name),
      '@fastify/cookie',
    ]);
    for (const plugin of Object.values(PLUGINS)) {
      for (const dependency of metaOf(plugin).dependencies ?? []) expect(names).toContain(dependency);
    }
  });

  it('the club night refuses to start before the live games it follows', async () => {
    const app = Fastify();
    app.decorate('db', {} as never);
    app.decorate('config', {} as never);
    await expect(app.register(clubNightPlugin, { clustered: false })).rejects.toThrow(/dependency 'live'/);
    await app.close();
  });

  it('the live games refuse to start without a database to read', async () => {
    const app = Fastify();
    await expect(app.register(livePlugin, { clustered: false })).rejects.toThrow(/db|socket/);
    await app.close();
  });
});
