/**
 * An instance of the app in a process of its own, for tests that kill one (test/live.ts
 * `spawnInstance`): `node --import tsx spawned-instance.ts` with DATABASE_URL set and the live
 * hub's timing as JSON in LIVE_TIMING. Prints `listening <url>` once it serves.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectPostgres } from '../db/connect.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('spawned-instance needs DATABASE_URL');
const database = connectPostgres(databaseUrl);
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' }),
  database,
  writeRateLimit: false,
  live: { timing: JSON.parse(process.env.LIVE_TIMING ?? '{}') },
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.graceful.shutdown().then(() => process.exit(0)));
console.log(`listening ${url}`);
