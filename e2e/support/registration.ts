import type { Player } from '@mahjong/shared';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { registerPlayer } from './shell-fixtures.ts';

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

/**
 * Registers `username` in a browser context of its own, closed once the player exists or the
 * registration failed: a registration logs its context in, so the contexts a test keeps are not
 * logged in by it.
 */
export async function registerInThrowawayContext(
  browser: Browser,
  url: string,
  username: string,
): Promise<Player> {
  const context = await browser.newContext();
  try {
    return await registerPlayer(context.request, url, username);
  } finally {
    await context.close();
  }
}
