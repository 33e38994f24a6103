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

export function analyseBundle(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1] as string);
  if (referenced.length === 0) throw new Error(`No entry script in ${join(distDir, 'index.html')}`);

  const assetsDir = join(distDir, 'assets');
  const initialFiles = new Set<string>();
  const queue = [...referenced];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (initialFiles.has(file)) continue;
    initialFiles.add(file);
    queue.push(...staticImports(readFileSync(join(assetsDir, file), 'utf8')));
  }

  const allJs = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  const initial = [...initialFiles].map((file) => measure(assetsDir, file));
  const lazy = allJs.filter((file) => !initialFiles.has(file)).map((file) => measure(assetsDir, file));
  const initialCode = [...initialFiles].map((file) => readFileSync(join(assetsDir, file), 'utf8')).join('\n');
  const leaks = [
    // Strings only these libraries contain, which minification keeps.
    { what: 'recharts', found: /recharts-(?:wrapper|surface)/.test(initialCode) },
    { what: 'scoring engine', found: initialCode.includes('HK_POINTS_OUT_OF_RANGE') },
    // zod's internals keep their names (`_zod`): a schema reached from the entry brings all of zod.
    { what: 'zod', found: initialCode.includes('_zod') },
  ];
  return { initial, lazy, leaks };
}

/** Page chunks are named after their page component (HomePage-…js); the rest are shared libraries. */
export function isPageChunk(chunk: Chunk): boolean {
  return /(Page|Route)-[\w-]+\.js$/.test(chunk.file);
}
