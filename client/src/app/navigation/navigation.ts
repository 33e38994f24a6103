import { t } from '@lingui/core/macro';
import type { Player } from '@mahjong/shared';

export interface NavLink {
  label: string;
  to: string;
}

/** A top-level entry: a menu of links, or a single link. */
export type NavEntry =
  | { kind: 'menu'; key: string; label: string; items: NavLink[] }
  | ({ kind: 'link' } & NavLink);

// Functions, not constants: the labels are in the language spoken when the bar is drawn.
const leaderboardLinks = (): NavLink[] => [
  { label: t`Riichi Ranked`, to: '/leaderboard/jp' },
  { label: t`Riichi Casual`, to: '/leaderboard/jp/casual' },
  { label: t`Hong Kong Ranked`, to: '/leaderboard/hk' },
  { label: t`Hong Kong Casual`, to: '/leaderboard/hk/casual' },
];

/** Casual games anyone logged in may record; ranked ones need the variant's qualification. */
function recordGameLinks(player: Player): NavLink[] {
  return [
    ...(player.japaneseQualified ? [{ label: t`Riichi Ranked`, to: '/games/create/jp' }] : []),
    { label: t`Riichi Casual`, to: '/games/create/jp/casual' },
    ...(player.hongKongQualified ? [{ label: t`Hong Kong Ranked`, to: '/games/create/hk' }] : []),
    { label: t`Hong Kong Casual`, to: '/games/create/hk/casual' },
  ];
}

const liveGameLinks = (): NavLink[] => [
  { label: t`Riichi`, to: '/games/current/jp' },
  { label: t`Hong Kong`, to: '/games/current/hk' },
];

const statsLinks = (): NavLink[] => [
  { label: t`Riichi`, to: '/stats/jp' },
  { label: t`Hong Kong`, to: '/stats/hk' },
];

const clubNightLinks = (): NavLink[] => [
  { label: t`Check In`, to: '/checkin' },
  { label: t`Board`, to: '/club-night' },
];

/** The navigation bar's left side, in order; the drawer shows the same entries. */
export function navigationEntries(player: Player | null): NavEntry[] {
  return [
    { kind: 'menu', key: 'leaderboard', label: t`Leaderboard`, items: leaderboardLinks() },
    ...(player
      ? [{ kind: 'menu' as const, key: 'record', label: t`Record Game`, items: recordGameLinks(player) }]
      : []),
    { kind: 'menu', key: 'live', label: t`Live Games`, items: liveGameLinks() },
    { kind: 'menu', key: 'club-night', label: t`Club Night`, items: clubNightLinks() },
    { kind: 'link', label: t`Tournaments`, to: '/tournaments' },
    { kind: 'link', label: t`Logs`, to: '/games' },
    { kind: 'menu', key: 'stats', label: t`Stats`, items: statsLinks() },
    { kind: 'link', label: t`Resources`, to: '/resources' },
  ];
}
