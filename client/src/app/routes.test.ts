import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

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
  ])('%s is served by %s', (path, pattern) => {
    expect(routeFor(path)).toBe(pattern);
  });
});
