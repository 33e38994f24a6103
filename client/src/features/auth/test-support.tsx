import { useLocation } from 'react-router-dom';
import type { ApiCall, StubAnswer } from '../../test/stub-api.ts';
import { useCurrentPlayer } from './api/current-player.ts';
import LoginPage from './pages/LoginPage.tsx';
import PasswordResetPage from './pages/PasswordResetPage.tsx';
import RegisterPage from './pages/RegisterPage.tsx';
import RequestPasswordResetPage from './pages/RequestPasswordResetPage.tsx';

/** Stands in for the pages the account pages lead to, showing who is logged in. */
export function Landing({ name }: { name: string }) {
  const { player, isLoading } = useCurrentPlayer();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  if (isLoading) return null;
  return (
    <p>
      {name} page; {player ? `logged in as ${player.username}` : 'logged out'}
      {notice ? `; ${notice}` : ''}
    </p>
  );
}

/** The account pages without lazy loading or the navigation shell, plus stand-ins for / and /login. */
export const accountTestRoutes = [
  { path: '/', element: <Landing name="Home" /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/request-password-reset', element: <RequestPasswordResetPage /> },
  { path: '/password-reset', element: <PasswordResetPage /> },
];

/** A visitor: the current player is unknown to the server. */
export const visitor = (call: ApiCall): StubAnswer | undefined =>
  call.path === '/players/current'
    ? { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'You need to log in to do that.' } } }
    : undefined;
