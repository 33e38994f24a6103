import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('PROVISIONAL_GAMES', () => {
  it('is 5 unless set, and takes a whole number from 0 to 1000', () => {
    expect(loadConfig({}).PROVISIONAL_GAMES).toBe(5);
    expect(loadConfig({ PROVISIONAL_GAMES: '0' }).PROVISIONAL_GAMES).toBe(0);
    expect(loadConfig({ PROVISIONAL_GAMES: '12' }).PROVISIONAL_GAMES).toBe(12);
  });

  it.each(['-1', '2.5', 'five', '1001'])('refuses %s at start-up, naming the variable', (value) => {
    expect(() => loadConfig({ PROVISIONAL_GAMES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PROVISIONAL_GAMES: value })).toThrow(/PROVISIONAL_GAMES: /);
  });
});
