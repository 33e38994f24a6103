import { describe, expect, it } from 'vitest';
import { attachment, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and leaves plain cells alone', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['two\nlines', 3],
          [null, undefined],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"two\nlines",3\r\n,\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text, but not negative numbers', () => {
    expect(
      toCsv(
        ['name', 'delta'],
        [
          ['=HYPERLINK("x")', -8000],
          ['+1', 0],
          ['@me', 12],
        ],
      ),
    ).toBe(`name,delta\r\n"'=HYPERLINK(""x"")",-8000\r\n'+1,0\r\n'@me,12\r\n`);
  });

  it('names downloads with safe characters only', () => {
    expect(attachment('games-Émile "x".csv')).toBe('attachment; filename="games-_mile__x_.csv"');
  });
});
