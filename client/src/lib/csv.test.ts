import { describe, expect, it } from 'vitest';
import { csvHref, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes what needs quoting and keeps numbers as they are', () => {
    expect(
      toCsv(
        ['Place', 'Share'],
        [
          ['1st', 0.5],
          ['a, "b"', 2],
        ],
      ),
    ).toBe('Place,Share\r\n1st,0.5\r\n"a, ""b""",2');
  });

  it('keeps a spreadsheet from running a cell as a formula, but not a negative number', () => {
    expect(toCsv(['x'], [['=SUM(A1)'], [-3]])).toBe("x\r\n'=SUM(A1)\r\n-3");
  });

  it('makes a UTF-8 download address', () => {
    expect(decodeURIComponent(csvHref('満貫,1').split(',').slice(1).join(','))).toBe('\uFEFF満貫,1');
  });
});
