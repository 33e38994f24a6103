import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen.tsx';

/**
 * The layouts' `errorElement`: catches what a page throws while rendering or loading.
 * Navigating (to the same place for Try Again) clears the router's error and renders the page afresh.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorScreen
      error={error}
      onTryAgain={() => navigate(location, { replace: true })}
      onGoHome={() => navigate('/')}
    />
  );
}
