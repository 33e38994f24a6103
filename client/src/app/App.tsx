import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <Providers>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </Providers>
  );
}
