/** DATA_DIR's lock: one holder at a time, named to whoever is refused, free again when its holder dies. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir, readOwner } from './data-dir-lock.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-lock-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const fresh = (name: string) => join(temp, name);

describe('the data directory lock', () => {
  it('creates DATA_DIR and its lock file readable by the server user alone', () => {
    const dir = fresh('private');
    const lock = lockDataDir(dir, 'server');
    try {
      expect((statSync(dir).mode & 0o777).toString(8)).toBe('700');
      expect((statSync(join(dir, LOCK_FILE)).mode & 0o777).toString(8)).toBe('600');
    } finally {
      lock.release();
    }
  });

  it('refuses a second opener, naming the holder and what to do, and is free once released', () => {
    const dir = fresh('two');
    const server = lockDataDir(dir, 'server');
    expect(readOwner(dir)).toMatchObject({ opener: 'server', pid: process.pid });
    const recorded = readFileSync(join(dir, LOCK_FILE), 'utf8');

    let refusal: unknown;
    try {
      lockDataDir(dir, 'seed:demo');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `the server (pid ${process.pid}) has ${dir} open: stop it first, then run \`npm run seed:demo\` again ` +
        '(the demo club goes into an empty database)',
    );
    expect(() => lockDataDir(dir, 'server')).toThrow(/give this server a DATA_DIR of its own/);
    expect(() => lockDataDir(dir, 'check-db')).toThrow(
      /or run `npm run backup`, which asks the running server/,
    );
    // The refused openers left the holder's record as it was.
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(recorded);

    server.release();
    server.release();
    const next = lockDataDir(dir, 'backup');
    expect(readOwner(dir)).toMatchObject({ opener: 'backup', pid: process.pid });
    expect(() => lockDataDir(dir, 'restore')).toThrow(
      `\`npm run backup\` (pid ${process.pid}) has ${dir} open: wait for it to finish, then try again`,
    );
    next.release();
  });

  it('is not kept by a pid in the file: a record left behind (its pid alive or reused) is replaced', () => {
    const dir = fresh('stale');
    lockDataDir(dir, 'test').release();
    // What a dead server's file would say if its pid now belonged to another live process.
    const stale = {
      opener: 'server',
      pid: process.ppid,
      host: 'here',
      since: '2026-01-01T00:00:00Z',
      argv: '',
    };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(stale));
    const lock = lockDataDir(dir, 'server');
    expect(readOwner(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it('is taken over once a holder is killed with SIGKILL', async () => {
    const dir = fresh('killed');
    const module = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(module)});
         lockDataDir(${JSON.stringify(dir)}, 'server'); console.log('locked'); setInterval(() => {}, 60_000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      holder.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });
    expect(() => lockDataDir(dir, 'server')).toThrow(`the server (pid ${holder.pid})`);

    const exited = new Promise((resolve) => holder.once('exit', (_code, signal) => resolve(signal)));
    holder.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // The dead holder's record is still there; the kernel's lock is not.
    expect(readOwner(dir)?.pid).toBe(holder.pid);
    const lock = lockDataDir(dir, 'server');
    expect(readOwner(dir)?.pid).toBe(process.pid);
    lock.release();
  });
});
