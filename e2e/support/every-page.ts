/**
 * Every page of the app, for the walks that visit them all (languages.e2e.ts, phone-width.e2e.ts,
 * touch-targets.e2e.ts): the routes of client/src/app/routes.tsx with their parameters filled from a
 * club seeded for it, and the routes a list leaves out — so a page added to the app is walked by each
 * of them, or each of them says which one it missed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from 'playwright-core';

/** What the pages with a parameter show: games, a tournament and a player of the seeded club. */
export interface SeededPages {
  liveGame: number;
  finishedGame: number;
  tournament: number;
  /** A player's username, as their page's address has it. */
  player: string;
}

/**
 * On a club `seedClub` has filled (shell-fixtures.ts), signed in as an admin: a tournament named
 * `tournamentName`, and the ids of a game in progress and a finished one.
 */
export async function seedEveryPage(
  admin: APIRequestContext,
  url: string,
  player: string,
  tournamentName = 'Every Page Open',
): Promise<SeededPages> {
  const created = await admin.post(`${url}/api/tournaments`, {
    data: { name: tournamentName, variant: 'jp', sessions: 2, sessionMinutes: 60, seating: 'swiss' },
  });
  if (!created.ok()) throw new Error(`a tournament: ${created.status()} ${await created.text()}`);
  const firstGame = async (status: string) => {
    const answer = await admin.get(`${url}/api/games?status=${status}`);
    return ((await answer.json()) as { items: Array<{ id: number }> }).items[0]?.id ?? 0;
  };
  return {
    liveGame: await firstGame('IN_PROGRESS'),
    finishedGame: await firstGame('FINISHED'),
    tournament: ((await created.json()) as { id: number }).id,
    player,
  };
}

/** Every page of the app but those a visitor signs in on, each once. */
export function everyPage({ liveGame, finishedGame, tournament, player }: SeededPages): string[] {
  return [
    '/',
    '/resources',
    '/stats/jp',
    '/stats/hk',
    '/admin',
    '/unauthorized',
    '/leaderboard/jp',
    '/leaderboard/jp/casual',
    '/leaderboard/hk',
    '/leaderboard/hk/casual',
    '/games',
    `/players/${encodeURIComponent(player)}`,
    '/games/not-found',
    '/games/current/jp',
    '/games/current/hk',
    '/games/create/jp',
    '/games/create/jp/casual',
    '/games/create/hk',
    '/games/create/hk/casual',
    `/games/jp/${liveGame}`,
    `/games/jp/${finishedGame}`,
    '/club-night',
    '/checkin',
    '/tournaments',
    '/tournaments/new',
    `/tournaments/${tournament}`,
    `/tournaments/${tournament}/admin`,
    '/settings',
    '/club-night/kiosk',
    `/tournaments/${tournament}/board`,
  ];
}

/** The pages a visitor signs in, registers or resets a password on. */
export const SIGNED_OUT_PAGES = [
  '/login',
  '/register',
  '/request-password-reset',
  '/password-reset?id=1&token=x',
];

const routesFile = fileURLToPath(new URL('../../client/src/app/routes.tsx', import.meta.url));

/** The app's routes (routes.tsx) that none of `pages` opens: `[]` for a walk of every page. */
export function routesNotVisited(pages: readonly string[]): string[] {
  const patterns = [...readFileSync(routesFile, 'utf8').matchAll(/\bpath: '([^']+)'/g)]
    .map((match) => match[1] as string)
    .filter((pattern) => pattern !== '*');
  return patterns.filter((pattern) => {
    const route = new RegExp(`^${pattern.replaceAll(/:[A-Za-z]+/g, '[^/]+')}$`);
    return !pages.some((page) => route.test(page.split('?')[0] as string));
  });
}
