import type { MessageParams } from '@mahjong/shared';
import { serverErrorWords } from './i18n/server-messages.ts';

/**
 * An answer outside 200–299, with the server's error code and parameters; `message` is the sentence
 * for a person in the language spoken when it came (lib/i18n/server-messages.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the server under /api with cookies; resolves to the parsed body, or throws ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (response.status < 200 || response.status > 299) {
    const error = (
      data as { error?: { code?: string; message?: string; params?: MessageParams } } | undefined
    )?.error;
    const code = error?.code ?? 'HTTP_ERROR';
    const params = withRetryAfter(error?.params, response);
    throw new ApiError(
      response.status,
      code,
      serverErrorWords(code, params, response.status, error?.message),
      params,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A 429's wait, from its parameters or else its Retry-After header (seconds), so the words can say how long. */
function withRetryAfter(params: MessageParams | undefined, response: Response): MessageParams | undefined {
  if (response.status !== 429 || typeof params?.seconds === 'number') return params;
  const seconds = Number(response.headers?.get?.('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? { ...params, seconds } : params;
}
