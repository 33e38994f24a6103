import type { Player } from '@mahjong/shared';

export interface NavLink {
  label: string;
  to: string;
}

/** A top-level entry: a menu of links, or a single link. */
export type NavEntry = { kind: 'menu'; label: string; items: NavLink[] } | ({ kind: 'link' } & NavLink);

const leaderboardLinks: NavLink[] = [
  { label: 'Riichi Ranked', to: '/leaderboard/jp' },
  { label: 'Riichi Casual', to: '/leaderboard/jp/casual' },
  { label: 'Hong Kong Ranked', to: '/leaderboard/hk' },
  { label: 'Hong Kong Casual', to: '/leaderboard/hk/casual' },
];

/** Casual games anyone logged in may record; ranked ones need the variant's qualification (SPEC §6). */
function recordGameLinks(player: Player): NavLink[] {
  return [
    ...(player.japaneseQualified ? [{ label: 'Riichi Ranked', to: '/games/create/jp' }] : []),
    { label: 'Riichi Casual', to: '/games/create/jp/casual' },
    ...(player.hongKongQualified ? [{ label: 'Hong Kong Ranked', to: '/games/create/hk' }] : []),
    { label: 'Hong Kong Casual', to: '/games/create/hk/casual' },
  ];
}

const liveGameLinks: NavLink[] = [
  { label: 'Riichi', to: '/games/current/jp' },
  { label: 'Hong Kong', to: '/games/current/hk' },
];

const clubNightLinks: NavLink[] = [
  { label: 'Check In', to: '/checkin' },
  { label: 'Board', to: '/club-night' },
];

/** The navigation bar's left side, in order; the drawer shows the same entries. */
export function navigationEntries(player: Player | null): NavEntry[] {
  return [
    { kind: 'menu', label: 'Leaderboard', items: leaderboardLinks },
    ...(player ? [{ kind: 'menu' as const, label: 'Record Game', items: recordGameLinks(player) }] : []),
    { kind: 'menu', label: 'Live Games', items: liveGameLinks },
    { kind: 'menu', label: 'Club Night', items: clubNightLinks },
    { kind: 'link', label: 'Logs', to: '/games' },
    { kind: 'link', label: 'Stats', to: '/stats/jp' },
    { kind: 'link', label: 'Resources', to: '/resources' },
  ];
}
