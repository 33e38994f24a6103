import { describe, expect, it } from 'vitest';
import {
  fieldIssue,
  passwordSchema,
  playerSettingsSchema,
  registerBodySchema,
  usernameSchema,
} from '../index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('account rules', () => {
  it.each([
    ['abc', null],
    ['A.b-c_9', null],
    ['x'.repeat(20), null],
    ['ab', 'must be at least 3 characters'],
    ['x'.repeat(21), 'must be at most 20 characters'],
    ['with space', 'may only contain letters, digits and the characters _ - .'],
    ['semi;colon', 'may only contain letters, digits and the characters _ - .'],
    ['naïve', null],
    ['李明华', null],
    ['李明', null],
    ['李', 'must be at least 3 characters'],
    ['さくら', null],
    ['김민준', null],
    ['Zoë', null],
    ['Ли', 'must be at least 3 characters'],
    ['Лиза', null],
    ['田中Taro', null],
    ['김Min', null],
    ['文'.repeat(10), null],
    ['文'.repeat(11), 'must be at most 20 characters'],
    ['pаypal', 'must not mix alphabets that look alike (such as Latin and Cyrillic)'],
    ['Αlpha', 'must not mix alphabets that look alike (such as Latin and Cyrillic)'],
    ['ひらがなКи', 'must not mix alphabets that look alike (such as Latin and Cyrillic)'],
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

  it('stores a name in its composed form, so one name typed two ways is one name', () => {
    const decomposed = 'Zoe\u0308';
    expect(usernameSchema.parse(decomposed)).toBe('Zo\u00eb');
  });

  it('words a name too wide or too short as a length, with its limit', () => {
    const result = usernameSchema.safeParse('李');
    expect(result.success).toBe(false);
    expect(fieldIssue(result.error!.issues[0]!)).toEqual({ issue: 'too_small', minimum: 3 });
    const wide = usernameSchema.safeParse('文'.repeat(11));
    expect(fieldIssue(wide.error!.issues[0]!)).toEqual({ issue: 'too_big', maximum: 20 });
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
