import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { failureWords } from './failure-words.ts';

describe('why a read failed', () => {
  it('says there is no connection when no answer came, never the browser’s words', () => {
    expect(failureWords(new TypeError('Failed to fetch'))).toBe(
      "There is no connection to the club's server.",
    );
  });

  it('keeps the server’s words for its answer', () => {
    expect(failureWords(new ApiError(503, 'STORAGE', 'The club’s storage is not answering.'))).toBe(
      'The club’s storage is not answering.',
    );
  });
});
