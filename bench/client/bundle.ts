/**
 * What a first visit downloads: the entry script named in index.html, the chunks it preloads, and
 * everything those import statically. Every other chunk loads on demand (a page, or a library only
 * pages use).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  initial: Chunk[];
  lazy: Chunk[];
  /** Markers of code that must not be on the first load, and whether the initial chunks contain them. */
  leaks: Array<{ what: string; found: boolean }>;
}

function measure(distDir: string, file: string): Chunk {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** `import … from "./x.js"` and `import "./x.js"`, but not `import("./x.js")`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** The pages opened most from a phone (server/src/plugins/page-preloads.ts names their code ahead). */
const PHONE_FIRST_PAGES = ['HomePage', 'LiveGamesPage', 'GameRoute'];

export function analyseBundle(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1] as string);
  if (referenced.length === 0) throw new Error(`No entry script in ${join(distDir, 'index.html')}`);

  const assetsDir = join(distDir, 'assets');
  /** `files` and everything they import statically. */
  const withImports = (files: string[]): Set<string> => {
    const found = new Set<string>();
    const queue = [...files];
    while (queue.length > 0) {
      const file = queue.shift() as string;
      if (found.has(file)) continue;
      found.add(file);
      queue.push(...staticImports(readFileSync(join(assetsDir, file), 'utf8')));
    }
    return found;
  };
  const initialFiles = withImports(referenced);

  const allJs = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  const initial = [...initialFiles].map((file) => measure(assetsDir, file));
  const lazy = allJs.filter((file) => !initialFiles.has(file)).map((file) => measure(assetsDir, file));
  const initialCode = [...initialFiles].map((file) => readFileSync(join(assetsDir, file), 'utf8')).join('\n');
  const leaks = [
    // Strings only these libraries contain, which minification keeps.
    { what: 'recharts in the initial chunks', found: /recharts-(?:wrapper|surface)/.test(initialCode) },
    // The engine's own words for a refusal (shared/src/scoring/refusal-text.ts), a template literal;
    // the refusal codes themselves are in the entry, with the words the app looks up for each.
    {
      what: 'the scoring engine in the initial chunks',
      found: /\} is not a hand pattern`/.test(initialCode),
    },
    // zod's internals keep their names (`_zod`): a schema reached from the entry brings all of zod.
    { what: 'zod in the initial chunks', found: initialCode.includes('_zod') },
    // The pages a phone opens first check what they receive only once they have painted.
    ...PHONE_FIRST_PAGES.map((page) => {
      const chunk = allJs.find((file) => file.startsWith(`${page}-`));
      const code = [...withImports(chunk ? [chunk] : [])]
        .map((file) => readFileSync(join(assetsDir, file), 'utf8'))
        .join('\n');
      return {
        what: `zod in ${page}'s own chunks (before it paints)`,
        found: chunk === undefined || code.includes('_zod'),
      };
    }),
  ];
  return { initial, lazy, leaks };
}

/** Page chunks are named after their page component (HomePage-…js); the rest are shared libraries. */
export function isPageChunk(chunk: Chunk): boolean {
  return /(Page|Route)-[\w-]+\.js$/.test(chunk.file);
}
