import { request as httpRequest } from 'node:http';
import { PASSWORD } from './registration.ts';

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever fields the route answers with.
  body: any;
}

/**
 * A logged-in API client over Node's fetch, for tests that drive the server without a browser.
 * Node's fetch sends no Origin header, so the same-origin check lets its writes through.
 */
export class ApiClient {
  private cookie = '';

  constructor(readonly url: string) {}

  /** The `session=…` cookie pair, for requests made outside this client. */
  get sessionCookie(): string {
    return this.cookie;
  }

  /** The same session against another server (a restarted one on the same data). */
  at(url: string): ApiClient {
    const client = new ApiClient(url);
    client.cookie = this.cookie;
    return client;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
    if (session) this.cookie = session.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** Registers `username` and keeps its session; resolves with the new player's id. */
  async register(username: string): Promise<number> {
    const answer = await this.request('POST', '/api/register', { username, password: PASSWORD });
    if (answer.status !== 201)
      throw new Error(`could not register ${username}: ${JSON.stringify(answer.body)}`);
    return answer.body.id as number;
  }

  /** A casual riichi game recorded by this client's player; resolves with its id and version. */
  async createGame(players: number[]): Promise<{ id: number; version: number }> {
    const answer = await this.request('POST', '/api/games', { variant: 'jp', type: 'CASUAL', players });
    if (answer.status !== 201) throw new Error(`could not create a game: ${JSON.stringify(answer.body)}`);
    return { id: answer.body.id, version: answer.body.version };
  }
}

/** Four players registered on `url`, each with a client holding their session. */
export async function registerTable(
  url: string,
  prefix: string,
): Promise<{ clients: ApiClient[]; ids: number[] }> {
  const clients = [0, 1, 2, 3].map(() => new ApiClient(url));
  const ids = await Promise.all(clients.map((client, seat) => client.register(`${prefix}_${seat}`)));
  return { clients, ids };
}

/** Polls `check` until it returns true, at most `attempts` times and `timeoutMs` long. */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  { attempts = 200, timeoutMs = 15_000, intervalMs = 50 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; attempt < attempts && Date.now() < deadline; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** How one request on its own connection ended: a complete answer, or the connection's error code. */
export interface RawAnswer {
  /** Our end of the connection: the server logs it as the request's `remotePort`. */
  port: number | undefined;
  status?: number;
  error?: string;
}

/**
 * One request on a connection of its own (no keep-alive pool), so a test can tell from the server's
 * log which requests it accepted and check that each of those got a whole answer.
 */
export function requestOnOwnConnection(
  url: string,
  method: string,
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let port: number | undefined;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = httpRequest(`${url}${path}`, {
      method,
      agent: false,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
    });
    request.on('socket', (socket) => socket.on('connect', () => (port = socket.localPort)));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ port, error: error.code ?? error.message }),
    );
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ port, error: error.code ?? 'ABORTED' }),
      );
      response.on('end', () => {
        try {
          JSON.parse(text);
          resolve({ port, status: response.statusCode ?? 0 });
        } catch {
          resolve({ port, error: 'INCOMPLETE_BODY' });
        }
      });
    });
    request.end(payload);
  });
}
