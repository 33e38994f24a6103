import { describe, expect, it } from 'vitest';
import { passwordSchema, playerSettingsSchema, registerBodySchema, usernameSchema } from '../index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('account rules', () => {
  it.each([
    ['abc', null],
    ['A.b-c_9', null],
    ['x'.repeat(20), null],
    ['ab', 'must be at least 3 characters'],
    ['x'.repeat(21), 'must be at most 20 characters'],
    ['with space', 'may only contain letters a–z, digits and the characters _ - .'],
    ['naïve', 'may only contain letters a–z, digits and the characters _ - .'],
    ['DELETED-player-3', 'must not start with deleted-player-'],
  ])('username %j → %s', (name, message) => {
    expect(firstMessage(usernameSchema.safeParse(name))).toBe(message);
  });

  it.each([
    ['12345678', null],
    ['p'.repeat(128), null],
    ['1234567', 'must be at least 8 characters'],
    ['p'.repeat(129), 'must be at most 128 characters'],
    [undefined, 'is required'],
    [12345678, 'must be text'],
  ])('password %j → %s', (password, message) => {
    expect(firstMessage(passwordSchema.safeParse(password))).toBe(message);
  });

  it('makes the e-mail optional but checks one that is given', () => {
    expect(registerBodySchema.safeParse({ username: 'abc', password: '12345678' }).success).toBe(true);
    const bad = registerBodySchema.safeParse({ username: 'abc', password: '12345678', email: 'abc' });
    expect(firstMessage(bad)).toBe('must be an e-mail address like name@example.com');
  });

  it('accepts only the known display preferences', () => {
    expect(playerSettingsSchema.parse({ colorMode: 'dark', roundLabels: 'english' })).toEqual({
      colorMode: 'dark',
      roundLabels: 'english',
    });
    expect(firstMessage(playerSettingsSchema.safeParse({ theme: 'dark' }))).toBe(
      'has no setting named theme',
    );
  });
});
