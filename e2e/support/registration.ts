import type { Player } from '@mahjong/shared';
import { expect } from 'vitest';

/**
 * Registers `username` over Node's fetch, with no cookie jar: no browser context is logged in by it,
 * so a test's own context stays free to register or log in as someone else.
 */
export async function registerElsewhere(url: string, username: string, password: string): Promise<Player> {
  const answer = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const text = await answer.text();
  expect(answer.status, text).toBe(201);
  return JSON.parse(text) as Player;
}
