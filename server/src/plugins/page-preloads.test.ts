import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { type BuildManifest, CATALOGUE_MODULES, PRELOADED_PAGES } from './page-preloads.ts';

// A built client in miniature: index.html as Vite writes it (over 1 KB, as the real one), and the
// manifest of its chunks.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Mahjong Club</title>
    <meta name="description" content="${'Rating leaderboards, live games and records of the club. '.repeat(20)}">
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_table-t1.js': { file: 'assets/table-t1.js', imports: ['_react-r1.js'] },
  '_socket-s1.js': { file: 'assets/socket-s1.js' },
  'src/app/pages/GameRoute.tsx': {
    file: 'assets/GameRoute-g1.js',
    imports: ['index.html', '_react-r1.js', '_table-t1.js', '_socket-s1.js'],
  },
  'src/features/live-games/pages/LiveGamesPage.tsx': {
    file: 'assets/LiveGamesPage-l1.js',
    imports: ['index.html', '_socket-s1.js'],
  },
  'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-h1.js', imports: ['_table-t1.js'] },
  'src/locales/en.po': { file: 'assets/en-c1.js' },
  'src/locales/ja.po': { file: 'assets/ja-c1.js' },
  'src/locales/zh-Hant.po': { file: 'assets/zh-Hant-c1.js' },
  'src/locales/zh-Hans.po': { file: 'assets/zh-Hans-c1.js' },
};
const ENGLISH = '<link rel="modulepreload" crossorigin href="/assets/en-c1.js">';

let t: TestApp;
let client: string;

beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), 'club-client-'));
  mkdirSync(join(client, '.vite'), { recursive: true });
  writeFileSync(join(client, 'index.html'), INDEX_HTML);
  writeFileSync(join(client, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ CLIENT_DIST: client });
});
afterAll(async () => {
  await t.close();
  rmSync(client, { recursive: true, force: true });
});

const linksOf = (html: string) => html.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? [];

describe('index.html for a page', () => {
  it("names the game page's own chunks and its game read, not the entry's", async () => {
    const response = await t.app.inject({ url: '/games/jp/12?from=live' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(linksOf(response.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-r1.js">',
      ENGLISH,
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/games/jp/12">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/players/current">',
      '<link rel="modulepreload" crossorigin href="/assets/GameRoute-g1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/table-t1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/socket-s1.js">',
    ]);
    // In the head, after the entry, and the rest of the page as built.
    expect(response.body.indexOf('GameRoute-g1.js')).toBeGreaterThan(response.body.indexOf('index-e1.js'));
    expect(response.body.indexOf('GameRoute-g1.js')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body.replace(/<link rel="(?:preload as="fetch"|modulepreload)[^>]*>\n/g, '')).toContain(
      '<body><div id="root"></div></body>',
    );
  });

  it('names the live list of the variant asked for, and the home page its chunk and who is signed in', async () => {
    const live = await t.app.inject({ url: '/games/current/hk' });
    expect(linksOf(live.body)).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/games/current/hk">',
    );
    expect(linksOf(live.body)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/LiveGamesPage-l1.js">',
    );
    const home = await t.app.inject({ url: '/' });
    expect(linksOf(home.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-r1.js">',
      ENGLISH,
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/players/current">',
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-h1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/table-t1.js">',
    ]);
  });

  it("names the catalogue of the browser's language: the first render waits for it", async () => {
    const chosen = [
      ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
      ['zh-TW,zh;q=0.9', 'zh-Hant'],
      ['zh-CN', 'zh-Hans'],
      ['fr-FR,fr;q=0.9', 'en'],
      ['', 'en'],
    ] as const;
    for (const [accepted, language] of chosen) {
      for (const url of ['/', '/games/jp/12', '/players/3']) {
        const response = await t.app.inject({ url, headers: { 'accept-language': accepted } });
        const catalogues = linksOf(response.body).filter((link) =>
          /\/assets\/(en|ja|zh-Hant|zh-Hans)-c1/.test(link),
        );
        expect(catalogues, `${url} ${accepted}`).toEqual([
          `<link rel="modulepreload" crossorigin href="/assets/${language}-c1.js">`,
        ]);
        expect(String(response.headers.vary), url).toMatch(/accept-language/i);
      }
    }
  });

  it('sends index.html as built, with the catalogue, for any other address, including those the game page does not own', async () => {
    for (const url of [
      '/nowhere',
      '/games/create/jp',
      '/games/not-found',
      '/games/xx/12',
      '/games/jp/0',
      '/games/jp/1e3',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML.replace('</head>', `${ENGLISH}\n</head>`));
    }
  });

  it('keeps the Content-Security-Policy, adds no inline script, and is revalidated by its tag', async () => {
    const response = await t.app.inject({ url: '/games/hk/7' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("unsafe-inline';script");
    expect(response.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    expect(response.headers['cache-control']).toBe('no-cache');

    const tag = String(response.headers.etag);
    const again = await t.app.inject({ url: '/games/hk/7', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another game's page is another answer: its tag does not match.
    const other = await t.app.inject({ url: '/games/hk/8', headers: { 'if-none-match': tag } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('href="/api/games/hk/8"');
  });

  it('goes out compressed to a browser that accepts it', async () => {
    const response = await t.app.inject({ url: '/games/jp/12', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('still answers an unknown API route 404 in the JSON error shape', async () => {
    const response = await t.app.inject({ url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('the pages and catalogues named ahead', () => {
  it('are the catalogues the client loads for its languages', () => {
    const language = readFileSync(
      fileURLToPath(new URL('../../../client/src/lib/i18n/language.ts', import.meta.url)),
      'utf8',
    );
    for (const code of LANGUAGES) {
      expect(language, code).toContain(`import('../../${CATALOGUE_MODULES[code].replace(/^src\//, '')}')`);
    }
  });

  it('are modules the client loads lazily for a page', () => {
    const routes = readFileSync(
      fileURLToPath(new URL('../../../client/src/app/routes.tsx', import.meta.url)),
      'utf8',
    );
    for (const page of PRELOADED_PAGES) {
      const fromApp = page.module.replace(/^src\/app\//, './').replace(/^src\//, '../');
      expect(routes, page.module).toContain(`page(() => import('${fromApp}'))`);
    }
  });
});
