/**
 * `npm run openapi -- [file]`: writes the OpenAPI document the server serves at /api/docs/json,
 * without starting a server: the app is built on an empty in-memory database and asked for its
 * document. `npm run lint:openapi` writes it and checks it with Redocly (redocly.yaml).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { fileFromArgument } from './script-support.ts';

/** The document as the app describes itself. */
export async function openapiDocument(): Promise<object> {
  const database = await openPglite();
  await migrateToLatest(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, writeRateLimit: false, requestBudgets: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

async function main(args: string[]): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error('Usage: npm run openapi -- [file]   (without a file: to standard output)');
    return 2;
  }
  const text = `${JSON.stringify(await openapiDocument(), null, 2)}\n`;
  if (!args[0]) {
    process.stdout.write(text);
    return 0;
  }
  const file = fileFromArgument(args[0]);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.error(`OpenAPI document written to ${file}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
