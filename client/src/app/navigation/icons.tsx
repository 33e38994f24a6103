import { createIcon } from '@chakra-ui/react';

// A handful of line icons drawn inline, so the shell needs no icon package.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: <path {...stroke} d="m6 9 6 6 6-6" />,
});

export const SunIcon = createIcon({
  displayName: 'SunIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </g>
  ),
});

export const MoonIcon = createIcon({
  displayName: 'MoonIcon',
  path: <path {...stroke} d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
});

export const MonitorIcon = createIcon({
  displayName: 'MonitorIcon',
  path: (
    <g {...stroke}>
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </g>
  ),
});

export const UserIcon = createIcon({
  displayName: 'UserIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </g>
  ),
});

/** The club's mark: a stylised tile. */
export const TileIcon = createIcon({
  displayName: 'TileIcon',
  viewBox: '0 0 24 24',
  path: (
    <g>
      <rect x="5" y="2.5" width="14" height="19" rx="3" fill="currentColor" opacity="0.95" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="#c0392b" strokeWidth="2" />
      <circle cx="12" cy="12" r="1.2" fill="#c0392b" />
    </g>
  ),
});

export const GlobeIcon = createIcon({
  displayName: 'GlobeIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
    </g>
  ),
});
