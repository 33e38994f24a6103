/**
 * A private PostgreSQL cluster for fault tests (stopped and started under load), so the shared
 * cluster on 127.0.0.1:5432 is never touched. As root the binaries run as the `postgres` user.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((version) => existsSync(join('/usr/lib/postgresql', version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  return join('/usr/lib/postgresql', versions[0], 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

export interface PostgresCluster {
  url: string;
  /** Resolves once PostgreSQL accepts connections (asynchronous: load keeps running meanwhile). */
  start(): Promise<void>;
  /** A fast shutdown: open connections are terminated (57P01), as in a real restart. */
  stop(): Promise<void>;
  /** A new empty database in the cluster; resolves with its URL. */
  createDatabase(name: string): Promise<string>;
  destroy(): void;
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'mahjong-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args];
  const run = (name: string, args: string[]) =>
    execFileSync(...command(name, args), { cwd: dir, stdio: 'pipe', timeout: 30_000 });
  const runAsync = async (name: string, args: string[]) => {
    await promisify(execFile)(...command(name, args), { cwd: dir, timeout: 30_000 });
  };
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const startArgs = ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'];
  run('pg_ctl', startArgs);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'mahjong']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/mahjong`,
    start: () => runAsync('pg_ctl', startArgs),
    stop: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    createDatabase: async (name) => {
      await runAsync('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    destroy: () => {
      if (existsSync(join(data, 'postmaster.pid'))) {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
