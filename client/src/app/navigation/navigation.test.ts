import { describe, expect, it } from 'vitest';
import { aPlayer } from '../../test/render.tsx';
import { type NavEntry, navigationEntries } from './navigation.ts';

const labels = (entries: NavEntry[]) => entries.map((entry) => entry.label);
const recordGame = (entries: NavEntry[]) => {
  const menu = entries.find((entry) => entry.label === 'Record Game');
  return menu?.kind === 'menu' ? menu.items : undefined;
};

describe('navigation entries per role', () => {
  it('gives visitors everything but Record Game', () => {
    const entries = navigationEntries(null);
    expect(labels(entries)).toEqual([
      'Leaderboard',
      'Live Games',
      'Club Night',
      'Tournaments',
      'Logs',
      'Stats',
      'Resources',
    ]);
    expect(entries[0]).toMatchObject({
      items: [
        { label: 'Riichi Ranked', to: '/leaderboard/jp' },
        { label: 'Riichi Casual', to: '/leaderboard/jp/casual' },
        { label: 'Hong Kong Ranked', to: '/leaderboard/hk' },
        { label: 'Hong Kong Casual', to: '/leaderboard/hk/casual' },
      ],
    });
  });

  it('lets every player record casual games only', () => {
    const entries = navigationEntries(aPlayer());
    expect(labels(entries)).toEqual([
      'Leaderboard',
      'Record Game',
      'Live Games',
      'Club Night',
      'Tournaments',
      'Logs',
      'Stats',
      'Resources',
    ]);
    expect(recordGame(entries)).toEqual([
      { label: 'Riichi Casual', to: '/games/create/jp/casual' },
      { label: 'Hong Kong Casual', to: '/games/create/hk/casual' },
    ]);
  });

  it('adds ranked riichi for japaneseQualified and ranked Hong Kong for hongKongQualified', () => {
    expect(
      recordGame(navigationEntries(aPlayer({ japaneseQualified: true })))?.map((item) => item.to),
    ).toEqual(['/games/create/jp', '/games/create/jp/casual', '/games/create/hk/casual']);
    expect(
      recordGame(navigationEntries(aPlayer({ hongKongQualified: true })))?.map((item) => item.to),
    ).toEqual(['/games/create/jp/casual', '/games/create/hk', '/games/create/hk/casual']);
  });

  it('does not give admins ranked recording by itself', () => {
    expect(recordGame(navigationEntries(aPlayer({ admin: true })))?.map((item) => item.label)).toEqual([
      'Riichi Casual',
      'Hong Kong Casual',
    ]);
  });

  it('links live games, logs, stats and resources', () => {
    const entries = navigationEntries(null);
    expect(entries.find((entry) => entry.label === 'Live Games')).toMatchObject({
      items: [
        { label: 'Riichi', to: '/games/current/jp' },
        { label: 'Hong Kong', to: '/games/current/hk' },
      ],
    });
    expect(entries.slice(-3)).toEqual([
      { kind: 'link', label: 'Logs', to: '/games' },
      {
        kind: 'menu',
        key: 'stats',
        label: 'Stats',
        items: [
          { label: 'Riichi', to: '/stats/jp' },
          { label: 'Hong Kong', to: '/stats/hk' },
        ],
      },
      { kind: 'link', label: 'Resources', to: '/resources' },
    ]);
  });
});
