import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes, startLoadingPageCode } from './routes.tsx';

/** Which route object answers a path: the deepest match's pattern. */
function routeFor(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.path;
}

describe('game routes', () => {
  it.each([
    ['/games/current/jp', '/games/current/jp'],
    ['/games/current/hk', '/games/current/hk'],
    ['/games/create/jp', '/games/create/jp'],
    ['/games/create/hk', '/games/create/hk'],
    ['/games/create/jp/casual', '/games/create/jp/casual'],
    ['/games/create/hk/casual', '/games/create/hk/casual'],
    ['/games/not-found', '/games/not-found'],
    ['/games', '/games'],
    ['/games/jp/12', '/games/:variant/:id'],
    ['/games/hk/3', '/games/:variant/:id'],
    ['/leaderboard/jp', '/leaderboard/jp'],
    ['/leaderboard/jp/casual', '/leaderboard/jp/casual'],
    ['/leaderboard/hk', '/leaderboard/hk'],
    ['/leaderboard/hk/casual', '/leaderboard/hk/casual'],
    ['/players/alice', '/players/:username'],
    ['/club-night', '/club-night'],
    ['/checkin', '/checkin'],
    ['/tournaments', '/tournaments'],
    ['/tournaments/new', '/tournaments/new'],
    ['/tournaments/3', '/tournaments/:id'],
    ['/tournaments/3/admin', '/tournaments/:id/admin'],
    ['/tournaments/3/board', '/tournaments/:id/board'],
  ])('%s is served by %s', (path, pattern) => {
    expect(routeFor(path)).toBe(pattern);
  });
});

describe('page code loaded as the app boots', () => {
  it("loads the page of the address: the game page's own module", async () => {
    const module = (await startLoadingPageCode('/games/jp/12')) as { default: unknown };
    const game = (await import('./pages/GameRoute.tsx')).default;
    expect(module.default).toBe(game);
  });

  it('loads nothing for an address that only redirects', () => {
    expect(startLoadingPageCode('/no/such/page')).toBeUndefined();
  });
});
