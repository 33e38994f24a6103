import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
