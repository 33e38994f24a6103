import { type ComponentType, isValidElement, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from './errors/RouteErrorScreen.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
import { KioskLayout } from './layouts/KioskLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';

/** A page's code, loaded when the page is first shown, or sooner by `startLoadingPageCode`. */
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy itself: any page's props.
function page<Page extends ComponentType<any>>(load: () => Promise<{ default: Page }>) {
  return Object.assign(lazy(load), { load });
}

// Each page is its own chunk; the layouts show the loading spinner while one loads.
const HomePage = page(() => import('../features/home/pages/HomePage.tsx'));
const LoginPage = page(() => import('../features/auth/pages/LoginPage.tsx'));
const RegisterPage = page(() => import('../features/auth/pages/RegisterPage.tsx'));
const RequestPasswordResetPage = page(() => import('../features/auth/pages/RequestPasswordResetPage.tsx'));
const PasswordResetPage = page(() => import('../features/auth/pages/PasswordResetPage.tsx'));
const SettingsPage = page(() => import('../features/settings/pages/SettingsPage.tsx'));
const ResourcesPage = page(() => import('../features/resources/pages/ResourcesPage.tsx'));
const AdminPage = page(() => import('../features/admin/pages/AdminPage.tsx'));
const StatsPage = page(() => import('../features/stats/pages/StatsPage.tsx'));
const PlayerRoute = page(() => import('./pages/PlayerRoute.tsx'));
const UnauthorizedPage = page(() => import('./pages/UnauthorizedPage.tsx'));
const LeaderboardPage = page(() => import('../features/leaderboard/pages/LeaderboardPage.tsx'));
const GameRoute = page(() => import('./pages/GameRoute.tsx'));
const GameNotFoundPage = page(() => import('../features/game/pages/GameNotFoundPage.tsx'));
const CreateGamePage = page(() => import('../features/create-game/pages/CreateGamePage.tsx'));
const LiveGamesPage = page(() => import('../features/live-games/pages/LiveGamesPage.tsx'));
const GameLogsPage = page(() => import('../features/game-logs/pages/GameLogsPage.tsx'));
const ClubNightBoardPage = page(() => import('../features/club-night/pages/ClubNightBoardPage.tsx'));
const ClubNightKioskPage = page(() => import('../features/club-night/pages/ClubNightKioskPage.tsx'));
const CheckInPage = page(() => import('../features/club-night/pages/CheckInPage.tsx'));
const TournamentsPage = page(() => import('../features/tournaments/pages/TournamentsPage.tsx'));
const NewTournamentPage = page(() => import('../features/tournaments/pages/NewTournamentPage.tsx'));
const TournamentPage = page(() => import('../features/tournaments/pages/TournamentPage.tsx'));
const TournamentAdminPage = page(() => import('../features/tournaments/pages/TournamentAdminPage.tsx'));
const TournamentBoardPage = page(() => import('../features/tournaments/pages/TournamentBoardPage.tsx'));

/** Every route of the app. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <HomePage /> },
      // -- shell and admin routes --
      { path: '/resources', element: <ResourcesPage /> },
      { path: '/stats/jp', element: <StatsPage key="jp" variant="jp" /> },
      { path: '/stats/hk', element: <StatsPage key="hk" variant="hk" /> },
      { path: '/admin', element: <AdminPage /> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      // -- games, leaderboard and logs routes --
      // Keys: the same page at another address starts afresh (season, filters, form).
      { path: '/leaderboard/jp', element: <LeaderboardPage key="jp-r" variant="jp" type="RANKED" /> },
      { path: '/leaderboard/jp/casual', element: <LeaderboardPage key="jp-c" variant="jp" type="CASUAL" /> },
      { path: '/leaderboard/hk', element: <LeaderboardPage key="hk-r" variant="hk" type="RANKED" /> },
      { path: '/leaderboard/hk/casual', element: <LeaderboardPage key="hk-c" variant="hk" type="CASUAL" /> },
      { path: '/games', element: <GameLogsPage /> },
      { path: '/players/:username', element: <PlayerRoute /> },
      // Static segments outrank `/games/:variant/:id`, so these never reach the game page.
      { path: '/games/not-found', element: <GameNotFoundPage /> },
      { path: '/games/current/jp', element: <LiveGamesPage key="jp" variant="jp" /> },
      { path: '/games/current/hk', element: <LiveGamesPage key="hk" variant="hk" /> },
      { path: '/games/create/jp', element: <CreateGamePage key="jp-r" variant="jp" type="RANKED" /> },
      { path: '/games/create/jp/casual', element: <CreateGamePage key="jp-c" variant="jp" type="CASUAL" /> },
      { path: '/games/create/hk', element: <CreateGamePage key="hk-r" variant="hk" type="RANKED" /> },
      { path: '/games/create/hk/casual', element: <CreateGamePage key="hk-c" variant="hk" type="CASUAL" /> },
      { path: '/games/:variant/:id', element: <GameRoute /> },
      // -- club night routes --
      { path: '/club-night', element: <ClubNightBoardPage /> },
      { path: '/checkin', element: <CheckInPage /> },
      // -- tournament routes --
      { path: '/tournaments', element: <TournamentsPage /> },
      // A static segment outranks `/tournaments/:id`.
      { path: '/tournaments/new', element: <NewTournamentPage /> },
      { path: '/tournaments/:id', element: <TournamentPage /> },
      { path: '/tournaments/:id/admin', element: <TournamentAdminPage /> },
      // -- account routes (main layout) --
      { path: '/settings', element: <SettingsPage /> },
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      // -- account routes (bare layout) --
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/request-password-reset', element: <RequestPasswordResetPage /> },
      { path: '/password-reset', element: <PasswordResetPage /> },
    ],
  },
  {
    element: <KioskLayout />,
    errorElement: <RouteErrorScreen />,
    // -- projector routes: the club night's board, a tournament's board --
    children: [
      { path: '/club-night/kiosk', element: <ClubNightKioskPage /> },
      { path: '/tournaments/:id/board', element: <TournamentBoardPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/**
 * Starts loading the code of the page at `pathname` as the app boots, rather than once the first
 * render reaches it: the download (or the service worker's answer) then overlaps that render.
 * Resolves to the page's module; undefined for an address that shows no page of its own.
 */
export function startLoadingPageCode(pathname: string): Promise<unknown> | undefined {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement(element)) return undefined;
  const type = element.type as { load?: () => Promise<unknown> };
  // A failure is the page's to show when it renders (it asks again then).
  return type.load?.().catch(() => undefined);
}
