import type { MessageParams, ServerErrorCode } from '@mahjong/shared';

/**
 * An expected failure with a status, a code clients can rely on, the parameters a person's message
 * needs (names, numbers, rounds as data: the client words them in the reader's language,
 * docs/languages.md) and an English message for logs and other programs.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ServerErrorCode, message: string, params?: MessageParams) =>
  new AppError(400, code, message, params);
export const unauthorized = (message = 'You need to log in to do that.') =>
  new AppError(401, 'UNAUTHORIZED', message);
/** `reason`: which refusal it is, for the reader's words (`FORBIDDEN` with `{ reason }`). */
export const forbidden = (message = 'You are not allowed to do that.', params?: MessageParams) =>
  new AppError(403, 'FORBIDDEN', message, params);
export const notFound = (code: ServerErrorCode, message: string, params?: MessageParams) =>
  new AppError(404, code, message, params);
export const conflict = (code: ServerErrorCode, message: string, params?: MessageParams) =>
  new AppError(409, code, message, params);
