import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptSessionSecret } from './session-secret.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-secret-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('the session secret kept in DATA_DIR', () => {
  it('is made once, in a DATA_DIR and a file readable by the server user alone, and kept across restarts', () => {
    const dataDir = join(temp, 'data');
    const secret = keptSessionSecret(dataDir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(join(dataDir, 'session-secret'))).toBe('600');
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(secret);
    expect(keptSessionSecret(dataDir)).toBe(secret);
  });
});
