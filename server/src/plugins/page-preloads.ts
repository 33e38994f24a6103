/**
 * What the index.html sent for a page names ahead: the catalogue of the language the visit will
 * speak, the page's own code (`modulepreload`, from the build's manifest) and the game or list it
 * reads (`preload` as a fetch). Without them a phone on a slow network asks for those only once the
 * entry script has arrived and run: two more round trips after the first. With them they download
 * beside the entry.
 *
 * The entry and what it imports are named by index.html already; only the page's own files are added.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@mahjong/shared';

/** One chunk of Vite's build manifest (`build.manifest`), by the source file or shared chunk name. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const VARIANT = '(jp|hk)';

/** What every page reads as the app starts: who is signed in (api/current-player.ts). */
export const EVERY_PAGE_READS = ['/api/players/current'];

/**
 * The pages opened most from a phone at the table, each with the module routes.tsx loads lazily for
 * it (relative to client/) and the API reads it starts with — the very URLs the client fetches
 * (api/game.ts, api/live-games.ts), or the browser would fetch them twice. Static segments come
 * first, as in the client's router: `/games/current/jp` is the live list, never game "current".
 * Every one of them also reads who is signed in (`EVERY_PAGE_READS`, client: app/early-reads.ts).
 */
export const PRELOADED_PAGES: ReadonlyArray<{
  path: RegExp;
  module: string;
  reads: (match: RegExpMatchArray) => string[];
}> = [
  { path: /^\/$/, module: 'src/features/home/pages/HomePage.tsx', reads: () => [] },
  {
    path: new RegExp(`^/games/current/${VARIANT}$`),
    module: 'src/features/live-games/pages/LiveGamesPage.tsx',
    reads: ([, variant]) => [`/api/games/current/${variant}`],
  },
  {
    path: new RegExp(`^/games/${VARIANT}/([1-9]\\d{0,14})$`),
    module: 'src/app/pages/GameRoute.tsx',
    reads: ([, variant, id]) => [`/api/games/${variant}/${id}`],
  },
  {
    path: new RegExp(`^/leaderboard/${VARIANT}(?:/casual)?$`),
    module: 'src/features/leaderboard/pages/LeaderboardPage.tsx',
    reads: () => [],
  },
];

/**
 * Each language's catalogue, as client/src/lib/i18n/language.ts imports it: the app renders nothing
 * before the catalogue of its first language is in (client/src/main.tsx).
 */
export const CATALOGUE_MODULES: Readonly<Record<Language, string>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, `src/locales/${language}.po`]),
) as Record<Language, string>;

/** The build's manifest, or null for a client built without one (every page then goes out plain). */
export function readBuildManifest(clientDist: string): BuildManifest | null {
  const path = join(clientDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
}

/** `key` and every chunk it imports statically, depth first, each once. */
function withStaticImports(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/**
 * The `<link>` tags for a page's address (no query string) in the language the visit will speak: the
 * catalogue for every page, then a listed page's reads and chunks. Each page's chunks are worked out
 * once from the manifest; a request only matches its address.
 */
export function pagePreloader(manifest: BuildManifest): (pathname: string, language: Language) => string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? withStaticImports(manifest, entry) : new Set<string>();
  const moduleLinks = (keys: Iterable<string>) =>
    [...keys]
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`);
  const catalogues = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      moduleLinks(withStaticImports(manifest, CATALOGUE_MODULES[language])),
    ]),
  ) as Record<Language, string[]>;
  const pages = PRELOADED_PAGES.map((page) => ({
    path: page.path,
    reads: page.reads,
    modules: moduleLinks(withStaticImports(manifest, page.module)),
  }));
  return (pathname, language) => {
    const catalogue = catalogues[language];
    for (const page of pages) {
      const match = pathname.match(page.path);
      if (!match) continue;
      return [
        ...catalogue,
        ...[...page.reads(match), ...EVERY_PAGE_READS].map(
          (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
        ),
        ...page.modules,
      ];
    }
    return catalogue;
  };
}

/** index.html with `links` at the end of its head, after the entry's own. */
export function withPreloads(html: string, links: string[]): string {
  if (links.length === 0) return html;
  return html.replace('</head>', `${links.join('\n')}\n</head>`);
}
