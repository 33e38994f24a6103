/**
 * Routes never announce: what a write changed goes out through the one publisher (publisher.ts) once
 * the write has committed. A route file that calls the live hub, the publisher or a namespace fails
 * here, naming the file and the line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverSource = fileURLToPath(new URL('../..', import.meta.url));

/** Every file of routes: `routes.ts`, `*-routes.ts`. */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /(^|-)routes\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** What announcing looks like: the hub, the publisher, a socket.io emit. */
const ANNOUNCING = [
  /\.live\b/,
  /\bpublisher\b/,
  /\.publish\(/,
  /\.emit\(/,
  /\bio\.of\(/,
  /\b(toSpectators|toListAndWatchers|toAllOfDeletion)\(/,
];

describe('route files', () => {
  const files = routeFiles(join(serverSource, 'modules'));

  it('are found (the check looks where the routes are)', () => {
    const names = files.map((file) => relative(serverSource, file));
    expect(names).toContain(join('modules', 'games', 'record', 'routes.ts'));
    expect(names).toContain(join('modules', 'club-night', 'seating-routes.ts'));
  });

  it('announce nothing: no route calls the live hub, the publisher or a namespace', () => {
    const offences = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          ANNOUNCING.some((pattern) => pattern.test(line))
            ? [`${relative(serverSource, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offences).toEqual([]);
  });
});
