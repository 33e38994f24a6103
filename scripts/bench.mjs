// `npm run bench`: every benchmark under bench/, one after another (or only those named: npm run bench -- engine).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const wanted = process.argv.slice(2);
const benches = readdirSync('bench', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`bench/${entry.name}/index.ts`))
  .map((entry) => entry.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name));

let failed = false;
for (const name of benches) {
  console.log(`\n=== bench/${name} ===`);
  const run = spawnSync('npx', ['tsx', `bench/${name}/index.ts`], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
