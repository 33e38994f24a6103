import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { askForThePlayerWhenOnline } from '../api/current-player.ts';
import { startEarlyReads } from './early-reads.ts';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import { rememberLastSeenGame, restoreLastSeenGame } from './last-seen-game.ts';
import { keepLastSeenPages, removeCopyOncePageShown } from './last-seen-page/keep-last-seen-pages.ts';
import { PlayerLanguage } from './PlayerLanguage.tsx';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { routes, startLoadingPageCode } from './routes.tsx';
import { UpdateNotice } from './UpdateNotice.tsx';

// Before the first render: the copy of the page painted by public/last-seen-page.js goes when the page comes.
removeCopyOncePageShown();
const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
restoreLastSeenGame(queryClient, localStorage);
rememberLastSeenGame(queryClient, localStorage);
void startLoadingPageCode(window.location.pathname);
startEarlyReads(queryClient, window.location.pathname);
askForThePlayerWhenOnline(queryClient);
keepLastSeenPages({ queryClient, onNavigation: (listener) => router.subscribe(listener) });

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
      <UpdateNotice />
      <PlayerLanguage />
    </Providers>
  );
}
