import { Navigate, type RouteObject } from 'react-router';
import { RedirectIfLoggedIn } from '../guards/redirect-if-logged-in.tsx';
import { RequireUser } from '../guards/require-user.tsx';
import { lazyPage } from './lazy-page.ts';

/**
 * Extension point: the routes rendered inside the public layout (header, <main>, footer).
 * Feature authors add their pages here: /arena, /battle/:idOrSlug, /wallet, /profile (inside a
 * `{ element: <RequireUser />, children: [...] }` group), /u/:username. Every page is `lazy`.
 * The catch-all 404 is appended by the router after these, so order here does not matter.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../../features/home/home-page.tsx')) },
  { path: 'about', lazy: lazyPage(() => import('../../features/info/about-page.tsx')) },
  { path: 'features', lazy: lazyPage(() => import('../../features/info/features-page.tsx')) },
  { path: 'how-it-works', lazy: lazyPage(() => import('../../features/info/how-it-works-page.tsx')) },
  { path: 'faq', lazy: lazyPage(() => import('../../features/info/faq-page.tsx')) },
  { path: 'terms', lazy: lazyPage(() => import('../../features/info/terms-page.tsx')) },
  { path: 'privacy', lazy: lazyPage(() => import('../../features/info/privacy-page.tsx')) },
  { path: 'arena', lazy: lazyPage(() => import('../../features/battles/arena-page.tsx')) },
  { path: 'battle/:idOrSlug', lazy: lazyPage(() => import('../../features/battles/battle-page.tsx')) },
  // Not behind RequireUser: the spec shows a login prompt on the page itself.
  { path: 'wallet', lazy: lazyPage(() => import('../../features/wallet/wallet-page.tsx')) },
  {
    // Signed-in users only: a visitor goes to /login and comes back afterwards.
    element: <RequireUser />,
    children: [
      { path: 'profile', lazy: lazyPage(() => import('../../features/profile/pages/profile-page.tsx')) },
    ],
  },
  {
    path: 'u/:username',
    lazy: lazyPage(() => import('../../features/profile/pages/public-profile-page.tsx')),
  },
  {
    // Visitors only: a signed-in user is sent on to /arena (or to `from`).
    element: <RedirectIfLoggedIn />,
    children: [
      { path: 'login', lazy: lazyPage(() => import('../../features/auth/pages/login-page.tsx')) },
      { path: 'register', lazy: lazyPage(() => import('../../features/auth/pages/register-page.tsx')) },
    ],
  },
  // Old addresses kept alive (architecture decision 4).
  { path: 'battles', element: <Navigate to="/arena" replace /> },
  { path: 'yodcoins', element: <Navigate to="/wallet" replace /> },
];
