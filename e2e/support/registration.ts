import type { Player } from '@mahjong/shared';
import type { APIRequestContext } from 'playwright-core';

/** Every player the browser tests register has this password. */
export const PASSWORD = 'correct horse battery';

function registered(answer: { status: number; text: string }, username: string): Player {
  if (answer.status !== 201) throw new Error(`register ${username}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as Player;
}

/** Registers through the real API; the context's cookie jar keeps the session, so its pages are logged in. */
export async function registerPlayer(
  request: APIRequestContext,
  url: string,
  username: string,
): Promise<Player> {
  const answer = await request.post(`${url}/api/register`, { data: { username, password: PASSWORD } });
  return registered({ status: answer.status(), text: await answer.text() }, username);
}

/**
 * Registers `username` over Node's fetch, with no cookie jar: no browser context is logged in by it,
 * so a test's own contexts stay free to register or log in as someone else.
 */
export async function registerElsewhere(url: string, username: string): Promise<Player> {
  const answer = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return registered({ status: answer.status, text: await answer.text() }, username);
}
