import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { BareLayout } from './layouts/BareLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';

// Each page is its own chunk; the layouts show the loading spinner while one loads.
const HomePage = lazy(() => import('../features/home/pages/HomePage.tsx'));

/** Every route of SPEC §2. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      // -- shell and admin routes --
      // -- games, leaderboard and logs routes --
      // -- account routes (main layout) --
    ],
  },
  {
    element: <BareLayout />,
    children: [
      // -- account routes (bare layout) --
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
