import { Landing } from '../../test/render.tsx';
import LoginPage from './pages/LoginPage.tsx';
import PasswordResetPage from './pages/PasswordResetPage.tsx';
import RegisterPage from './pages/RegisterPage.tsx';
import RequestPasswordResetPage from './pages/RequestPasswordResetPage.tsx';

/** The account pages without lazy loading or the navigation shell, plus stand-ins for / and /login. */
export const accountTestRoutes = [
  { path: '/', element: <Landing name="Home" /> },
  { path: '/checkin', element: <Landing name="Check-in" /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/request-password-reset', element: <RequestPasswordResetPage /> },
  { path: '/password-reset', element: <PasswordResetPage /> },
];
