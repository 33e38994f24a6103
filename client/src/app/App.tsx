import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { askForThePlayerWhenOnline } from '../api/current-player.ts';
import { startEarlyReads } from './early-reads.ts';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import { rememberLastSeenGame, restoreLastSeenGame } from './last-seen-game.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { routes, startLoadingPageCode } from './routes.tsx';
import { UpdateNotice } from './UpdateNotice.tsx';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
restoreLastSeenGame(queryClient, localStorage);
rememberLastSeenGame(queryClient, localStorage);
void startLoadingPageCode(window.location.pathname);
startEarlyReads(queryClient, window.location.pathname);
askForThePlayerWhenOnline(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
      <UpdateNotice />
    </Providers>
  );
}
