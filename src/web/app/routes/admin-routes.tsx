import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';

/**
 * Extension point: the /admin area, mounted beside (not inside) the public layout so it brings
 * its own layout and guard. Add one entry `{ path: 'admin', lazy: ..., children: [...] }` with
 * lazy pages under src/web/features/admin/ (bundled into their own 'admin' chunk by vite.config).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    children: [
      { path: 'login', lazy: lazyPage(() => import('../../features/admin/pages/admin-login-page.tsx')) },
      {
        // Guard + sidebar layout: every page below needs a staff session; moderators reach only
        // dashboard and battles (features/admin/access.ts), the rest shows the denied state.
        lazy: lazyPage(() => import('../../features/admin/layout/admin-layout.tsx')),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: lazyPage(() => import('../../features/admin/pages/dashboard-page.tsx')),
          },
          { path: 'battles', lazy: lazyPage(() => import('../../features/admin/pages/battles-page.tsx')) },
          { path: 'profiles', lazy: lazyPage(() => import('../../features/admin/pages/users-page.tsx')) },
          { path: 'yodcoins', lazy: lazyPage(() => import('../../features/admin/pages/yodcoins-page.tsx')) },
          {
            path: 'moderators',
            lazy: lazyPage(() => import('../../features/admin/pages/moderators-page.tsx')),
          },
          {
            path: 'analytics',
            lazy: lazyPage(() => import('../../features/admin/pages/analytics-page.tsx')),
          },
          { path: 'audit', lazy: lazyPage(() => import('../../features/admin/pages/audit-page.tsx')) },
          {
            path: 'advertising',
            lazy: lazyPage(() => import('../../features/banners/pages/admin-advertising-page.tsx')),
          },
          // Other admin pages go here, inside the guard and layout.
        ],
      },
    ],
  },
];
