import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from './errors/RouteErrorScreen.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';

// Each page is its own chunk; the layouts show the loading spinner while one loads.
const HomePage = lazy(() => import('../features/home/pages/HomePage.tsx'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage.tsx'));
const RequestPasswordResetPage = lazy(() => import('../features/auth/pages/RequestPasswordResetPage.tsx'));
const PasswordResetPage = lazy(() => import('../features/auth/pages/PasswordResetPage.tsx'));
const SettingsPage = lazy(() => import('../features/settings/pages/SettingsPage.tsx'));
const ResourcesPage = lazy(() => import('../features/resources/pages/ResourcesPage.tsx'));
const AdminPage = lazy(() => import('../features/admin/pages/AdminPage.tsx'));
const StatsPage = lazy(() => import('../features/stats/pages/StatsPage.tsx'));
const PlayerPage = lazy(() => import('../features/players/pages/PlayerPage.tsx'));
const UnauthorizedPage = lazy(() => import('./pages/UnauthorizedPage.tsx'));
const LeaderboardPage = lazy(() => import('../features/leaderboard/pages/LeaderboardPage.tsx'));
const GameRoute = lazy(() => import('./pages/GameRoute.tsx'));
const GameNotFoundPage = lazy(() => import('../features/game/pages/GameNotFoundPage.tsx'));
const CreateGamePage = lazy(() => import('../features/create-game/pages/CreateGamePage.tsx'));
const LiveGamesPage = lazy(() => import('../features/live-games/pages/LiveGamesPage.tsx'));
const GameLogsPage = lazy(() => import('../features/game-logs/pages/GameLogsPage.tsx'));
const ClubNightBoardPage = lazy(() => import('../features/club-night/pages/ClubNightBoardPage.tsx'));
const CheckInPage = lazy(() => import('../features/club-night/pages/CheckInPage.tsx'));

/** Every route of SPEC §2. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <HomePage /> },
      // -- shell and admin routes --
      { path: '/resources', element: <ResourcesPage /> },
      { path: '/stats/jp', element: <StatsPage /> },
      { path: '/admin', element: <AdminPage /> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      // -- games, leaderboard and logs routes --
      // Keys: the same page at another address starts afresh (season, filters, form).
      { path: '/leaderboard/jp', element: <LeaderboardPage key="jp-r" variant="jp" type="RANKED" /> },
      { path: '/leaderboard/jp/casual', element: <LeaderboardPage key="jp-c" variant="jp" type="CASUAL" /> },
      { path: '/leaderboard/hk', element: <LeaderboardPage key="hk-r" variant="hk" type="RANKED" /> },
      { path: '/leaderboard/hk/casual', element: <LeaderboardPage key="hk-c" variant="hk" type="CASUAL" /> },
      { path: '/games', element: <GameLogsPage /> },
      { path: '/players/:username', element: <PlayerPage /> },
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
  { path: '*', element: <Navigate to="/" replace /> },
];
