import { describe, expect, it } from 'vitest';
import { isScoringError, SCORING_ERROR_CODES, ScoringError } from './errors.ts';

describe('ScoringError', () => {
  it('is an Error with a code, a readable message and optional indexes', () => {
    const error = new ScoringError('RON_20_FU', 'A ron needs at least 25 fu', {
      roundIndex: 4,
      transactionIndex: 1,
    });
    expect(error).toBeInstanceOf(Error);
    expect(isScoringError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'ScoringError',
      code: 'RON_20_FU',
      roundIndex: 4,
      transactionIndex: 1,
    });
    expect(error.message).toBe('A ron needs at least 25 fu');
  });

  it('leaves the indexes out when there are none', () => {
    const error = new ScoringError('INVALID_HAN', 'Han must be 1 to 13');
    expect('roundIndex' in error).toBe(false);
    expect('transactionIndex' in error).toBe(false);
  });

  it('is not confused with other errors', () => {
    expect(isScoringError(new Error('Invalid wind'))).toBe(false);
  });

  it('has no duplicate codes', () => {
    expect(new Set(SCORING_ERROR_CODES).size).toBe(SCORING_ERROR_CODES.length);
  });
});
