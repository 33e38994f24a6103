// `npm start`: build the client if it isn't built, then run the server (which migrates the database).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

if (!existsSync('client/dist/index.html')) {
  console.log('Building the client (first start only)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'client'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../server/src/server.ts');
