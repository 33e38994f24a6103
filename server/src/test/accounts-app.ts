import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import { SESSION_COOKIE } from '../http/session-token.ts';
import { type CapturingMailer, createCapturingMailer } from '../mail/capturing-mailer.ts';
import type { AfterAnswer } from '../plugins/after-answer.ts';
import { createTestDatabase } from './database.ts';

export interface AccountsTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  mailer: CapturingMailer;
  close(): Promise<void>;
}

/**
 * The real app for the account tests: a capturing mailer, and no rate limits unless a test asks for them
 * (every test here logs in from the same address).
 */
export async function createAccountsTestApp(
  options: {
    env?: Record<string, string>;
    rateLimits?: false | Partial<RateLimits>;
    afterAnswer?: AfterAnswer;
  } = {},
): Promise<AccountsTestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', ...options.env });
  const mailer = createCapturingMailer();
  const app = await buildApp({
    config,
    database,
    mailer,
    rateLimits: options.rateLimits ?? false,
    afterAnswer: options.afterAnswer,
  });
  await app.ready();
  return { app, database, config, mailer, close: () => app.close() };
}

/** The `cookie` header that continues the session a response just opened. */
export function sessionFrom(response: LightMyRequestResponse): { cookie: string } {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`no session cookie in the answer (${response.statusCode})`);
  return { cookie: `${SESSION_COOKIE}=${cookie.value}` };
}

let counter = 0;

/** A username no other test uses (tests share the file's database). */
export function uniqueName(prefix = 'p'): string {
  counter += 1;
  return `${prefix}${counter}_${Math.random().toString(36).slice(2, 7)}`;
}

/** Registers through the real route; returns the answer and the session's cookie header. */
export async function registerPlayer(
  app: FastifyInstance,
  body: { username?: string; password?: string; email?: string } = {},
) {
  const username = body.username ?? uniqueName();
  const password = body.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...body, username, password },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { response, username, password, player: response.json(), headers: sessionFrom(response) };
}
