import { describe, expect, it } from 'vitest';
import {
  chomboBodySchema,
  createGameBodySchema,
  gameLogsQuerySchema,
  headToHeadQuerySchema,
  idSchema,
  idTextSchema,
  leaderboardQuerySchema,
  loginBodySchema,
  MAX_ID,
  passwordResetBodySchema,
  plainText,
  seasonBodySchema,
  statsQuerySchema,
} from '../index.ts';

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('ids', () => {
  it('are whole numbers from 1 to 2**31 - 1 (what the database holds)', () => {
    const id = idSchema('must be a player id');
    expect(MAX_ID).toBe(2 ** 31 - 1);
    for (const good of [1, 7, MAX_ID]) expect(accepts(id, good), String(good)).toBe(true);
    for (const bad of [
      0,
      -0,
      -1,
      1.5,
      MAX_ID + 1,
      2 ** 53 + 2,
      Number.POSITIVE_INFINITY,
      Number.NaN,
      '7',
      null,
    ]) {
      expect(accepts(id, bad), String(bad)).toBe(false);
    }
  });

  it('are written in paths and queries as plain digits', () => {
    const id = idTextSchema('must be a player id');
    expect(id.parse('42')).toBe(42);
    expect(id.parse(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of [
      '0',
      '-0',
      '-1',
      '2147483648',
      '1e3',
      '1e309',
      ' 7',
      '0x10',
      '07',
      '7.0',
      '',
      '__proto__',
    ]) {
      expect(accepts(id, bad), bad).toBe(false);
    }
  });

  it('bound every id a body or a query carries', () => {
    const tooBig = MAX_ID + 1;
    expect(
      accepts(passwordResetBodySchema, { playerId: tooBig, token: 'abc', newPassword: 'a long password' }),
    ).toBe(false);
    expect(accepts(createGameBodySchema, { variant: 'jp', type: 'CASUAL', players: [1, 2, 3, tooBig] })).toBe(
      false,
    );
    expect(accepts(chomboBodySchema, { playerId: tooBig, reason: 'early win' })).toBe(false);
    expect(accepts(gameLogsQuerySchema, { player: String(tooBig) })).toBe(false);
    expect(accepts(gameLogsQuerySchema, { season: String(tooBig) })).toBe(false);
    expect(accepts(leaderboardQuerySchema, { season: String(tooBig) })).toBe(false);
    expect(accepts(statsQuerySchema, { player: String(tooBig) })).toBe(false);
    expect(accepts(headToHeadQuerySchema, { playerA: '1', playerB: String(tooBig) })).toBe(false);
    expect(gameLogsQuerySchema.parse({ player: '5', season: 'all' })).toMatchObject({
      player: 5,
      season: 'all',
    });
  });
});

describe('text', () => {
  const text = plainText('reason: ');
  it.each([
    ['a\u0000b', 'reason: must not contain control characters'],
    ['bell\u0007', 'reason: must not contain control characters'],
    ['\u001b[31mred', 'reason: must not contain control characters'],
    ['line\nbreak', 'reason: must not contain control characters'],
    ['\u0085', 'reason: must not contain control characters'],
    ['\ud800', 'reason: has a broken character (a lone surrogate)'],
    ['a\udc00b', 'reason: has a broken character (a lone surrogate)'],
  ])('refuses %j', (value, message) => {
    const result = text.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each(['early win', 'ロン 🀄', '__proto__', "O'Brien <b>", '\ud83c\udc04'])('accepts %j', (value) => {
    expect(text.parse(value)).toBe(value);
  });

  it('is the rule of every text field people type', () => {
    expect(accepts(loginBodySchema, { username: 'a\u0000b', password: 'x' })).toBe(false);
    expect(accepts(loginBodySchema, { username: 'abc', password: '\ud800' })).toBe(false);
    expect(accepts(chomboBodySchema, { playerId: 1, reason: 'a\u0000b' })).toBe(false);
    const season = { name: 'Spring\u0000', startDate: '2026-01-01', endDate: '2026-06-30' };
    expect(accepts(seasonBodySchema, season)).toBe(false);
    expect(accepts(seasonBodySchema, { ...season, name: 'Spring', startDate: '0000-01-01' })).toBe(false);
  });
});
