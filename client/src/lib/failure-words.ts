import { t } from '@lingui/core/macro';
import { ApiError } from './api.ts';

/**
 * Why a read failed, in the reader's language: the server's own words for its answer, or, when no
 * answer came at all (the browser's "Failed to fetch"), that there is no connection.
 */
export function failureWords(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return t`There is no connection to the club's server.`;
}
