import { describe, expect, it } from 'vitest';
import { nameMatches, nameOrder } from './names.ts';

describe('nameMatches', () => {
  it.each([
    ['Sam_7', 'sam', 'en', true],
    ['Zoë', 'zoe', 'en', true],
    ['Zoë', 'ZOË', 'en', true],
    ['ｓａｍ', 'sam', 'en', true],
    ['サクラ', 'さくら', 'ja', true],
    ['さくら', 'サク', 'ja', true],
    ['李明华', '明', 'zh-Hans', true],
    ['李明華', '明华', 'zh-Hant', false],
    ['김민준', '민', 'en', true],
    ['alice', 'bob', 'en', false],
    ['alice', '   ', 'en', true],
  ])('%j contains %j (%s): %s', (name, typed, locale, found) => {
    expect(nameMatches(name, typed, locale)).toBe(found);
  });
});

describe('nameOrder', () => {
  it('orders digits by value and ignores case', () => {
    expect(['player10', 'Player2', 'player1'].sort(nameOrder('en'))).toEqual([
      'player1',
      'Player2',
      'player10',
    ]);
  });

  it('orders accented letters beside their base letter', () => {
    expect(['Zoe', 'Émile', 'Adam'].sort(nameOrder('en'))).toEqual(['Adam', 'Émile', 'Zoe']);
  });
});
