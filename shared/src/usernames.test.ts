import { describe, expect, it } from 'vitest';
import { isSingleScriptName, nameWidth } from './usernames.ts';

describe('isSingleScriptName', () => {
  it.each([
    ['alice', true],
    ['李明华', true],
    ['田中Taro', true],
    ['さくらSakura', true],
    ['김Min', true],
    ['王ㄅ', true],
    ['Ёжик', true],
    ['player_7', true],
    ['pаypal', false],
    ['Αlpha', false],
    ['김さくら', false],
    ['ひらがなКи', false],
  ])('%j → %s', (name, single) => {
    expect(isSingleScriptName(name)).toBe(single);
  });
});

describe('nameWidth', () => {
  it('counts a Chinese, Japanese or Korean character as two columns', () => {
    expect(nameWidth('abc')).toBe(3);
    expect(nameWidth('李明')).toBe(4);
    expect(nameWidth('さくらSa')).toBe(8);
    expect(nameWidth('김민준')).toBe(6);
  });
});
