import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AppRoot } from './app-root.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';
import { adminRoutes } from './routes/admin-routes.tsx';
import { lazyPage } from './routes/lazy-page.ts';
import { publicRoutes } from './routes/public-routes.tsx';

/**
 * The whole route tree. Pages are added in routes/public-routes.tsx and routes/admin-routes.tsx,
 * not here; this file only assembles layouts, error boundaries and the 404.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    ErrorBoundary: RouteError,
    // Shown while the first page's chunk loads on a cold start.
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            // A page that throws keeps the header and footer around its error message.
            ErrorBoundary: RouteError,
            children: [
              ...publicRoutes,
              { path: '*', lazy: lazyPage(() => import('../features/not-found/not-found-page.tsx')) },
            ],
          },
        ],
      },
      ...adminRoutes,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
