/** An answer outside 200–299, with the server's error code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
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
    const error = (data as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? statusInWords(response.status),
    );
  }
  return data as T;
}

/** What an answer without a message of its own means to a person: words, never the status number. */
export function statusInWords(status: number): string {
  if (status === 401) return 'Sign in first, then try again.';
  if (status === 403) return 'You are not allowed to do this.';
  if (status === 404) return 'This could not be found: it may have been removed.';
  if (status === 409) return 'This changed meanwhile: reload the page and try again.';
  if (status === 413) return 'This is too large to send.';
  if (status === 429) return 'Too many tries at once: wait a moment, then try again.';
  if (status >= 500) return 'The server could not answer just now: try again in a moment.';
  return 'The server could not take this request: reload the page and try again.';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
