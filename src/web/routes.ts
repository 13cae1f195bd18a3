import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every page of the app. The public pages render on the server with their data (their modules'
 * `loader`s); the admin area renders in the browser behind its guard (admin-layout.tsx).
 */
export default [
  layout('app/layouts/public-layout.tsx', [
    // A failing page renders its error inside the header and footer (page-frame.tsx).
    layout('app/layouts/page-frame.tsx', [
      index('features/home/home-page.tsx'),
      route('about', 'features/info/about-page.tsx'),
      route('features', 'features/info/features-page.tsx'),
      route('how-it-works', 'features/info/how-it-works-page.tsx'),
      route('faq', 'features/info/faq-page.tsx'),
      route('terms', 'features/info/terms-page.tsx'),
      route('privacy', 'features/info/privacy-page.tsx'),
      route('arena', 'features/battles/arena-page.tsx'),
      route('battle/:idOrSlug', 'features/battles/battle-page.tsx'),
      route('ranking', 'features/ranking/ranking-page.tsx'),
      // Not behind the signed-in guard: the page itself shows a login prompt (docs/product.md#money).
      route('wallet', 'features/wallet/wallet-page.tsx'),
      layout('app/guards/require-user.tsx', [route('profile', 'features/profile/pages/profile-page.tsx')]),
      route('u/:username', 'features/profile/pages/public-profile-page.tsx'),
      layout('app/guards/redirect-if-logged-in.tsx', [
        route('login', 'features/auth/pages/login-page.tsx'),
        route('register', 'features/auth/pages/register-page.tsx'),
        route('forgot-password', 'features/auth/pages/forgot-password-page.tsx'),
      ]),
      // The e-mailed reset link works whoever is signed in on this browser.
      route('reset-password', 'features/auth/pages/reset-password-page.tsx'),
      // The confirmation e-mail's link, likewise: it asks who is confirming (decision 0017).
      route('confirm-email', 'features/auth/pages/confirm-email-page.tsx'),
      // Old addresses kept alive.
      route('battles', 'app/redirects/battles-redirect.ts'),
      route('yodcoins', 'app/redirects/yodcoins-redirect.ts'),
      route('*', 'features/not-found/not-found-page.tsx'),
    ]),
  ]),
  ...prefix('admin', [
    route('login', 'features/admin/pages/admin-login-page.tsx'),
    // Old addresses of admin pages, kept alive (the README's glossary names them users and wallets).
    route('profiles', 'app/redirects/admin-users-redirect.ts'),
    route('yodcoins', 'app/redirects/admin-wallets-redirect.ts'),
    layout('features/admin/layout/admin-layout.tsx', [
      index('features/admin/pages/admin-index-redirect.tsx'),
      route('dashboard', 'features/admin/pages/dashboard-page.tsx'),
      route('battles', 'features/admin/pages/battles-page.tsx'),
      route('battles/:battleId/votes', 'features/admin/pages/vote-log-page.tsx'),
      route('users', 'features/admin/pages/users-page.tsx'),
      route('wallets', 'features/admin/pages/wallets-page.tsx'),
      route('moderators', 'features/admin/pages/moderators-page.tsx'),
      route('analytics', 'features/admin/pages/analytics-page.tsx'),
      route('audit', 'features/admin/pages/audit-page.tsx'),
      route('advertising', 'features/banners/pages/admin-advertising-page.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
