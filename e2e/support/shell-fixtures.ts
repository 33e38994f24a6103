import type { Player } from '@mahjong/shared';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { registerPlayer } from './registration.ts';

/** A browser context (its own cookies) logged in as a new player, or a visitor when `username` is null. */
export async function contextAs(
  browser: Browser,
  url: string,
  username: string | null,
  options: { width?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; player: Player | null }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1200, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const player = username ? await registerPlayer(context.request, url, username) : null;
  return { context, player };
}

let writes = 0;

async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const answer = await request.fetch(url, {
    method,
    data,
    headers: { 'idempotency-key': `e2e-shell-${++writes}` },
  });
  if (!answer.ok()) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
  return (answer.status() === 204 ? undefined : await answer.json()) as T;
}

/** Sets qualification or admin flags with an admin's context. */
export function setFlags(
  adminRequest: APIRequestContext,
  url: string,
  playerId: number,
  flags: Partial<Pick<Player, 'admin' | 'japaneseQualified' | 'hongKongQualified'>>,
): Promise<Player> {
  return call(adminRequest, 'PATCH', `${url}/api/admin/players/${playerId}`, flags);
}

interface GameAnswer {
  id: number;
  version: number;
}

/**
 * A small club for pages with something on them: one finished ranked riichi game (so the leaderboard
 * has rows), one finished casual game and one riichi game still being played. `adminRequest` must be an
 * admin's (ADMIN_USERNAMES) and is one of the four players.
 */
export async function seedClub(
  adminRequest: APIRequestContext,
  url: string,
  admin: Player,
  others: Player[],
) {
  const players = [admin, ...others].slice(0, 4).map((player) => player.id);
  for (const id of players) await setFlags(adminRequest, url, id, { japaneseQualified: true });
  const play = async (type: 'RANKED' | 'CASUAL', finish: boolean) => {
    let game = await call<GameAnswer>(adminRequest, 'POST', `${url}/api/games`, {
      variant: 'jp',
      type,
      players,
    });
    const hands = [
      { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: { han: 3, fu: 40, dora: 1 } },
      { transactionType: 'SELF_DRAW', winner: 0, hand: { han: 2, fu: 30, dora: 0 } },
    ];
    for (const transaction of hands) {
      game = await call<GameAnswer>(adminRequest, 'POST', `${url}/api/games/jp/${game.id}/rounds`, {
        expectedVersion: game.version,
        riichis: [],
        tenpais: [],
        transactions: [transaction],
      });
    }
    if (finish) {
      await call(adminRequest, 'POST', `${url}/api/games/jp/${game.id}/end?expectedVersion=${game.version}`);
    }
  };
  await play('RANKED', true);
  await play('CASUAL', true);
  await play('RANKED', false);
}
