import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { bannerRoutes } from './banners/routes.ts';
import { battleOpenGraph } from './battles/og-tags.ts';
import { battlesRoutes } from './battles/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { opsRoutes } from './ops/routes.ts';
import { profileRoutes } from './profiles/routes.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { votesRoutes } from './votes/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import type { HtmlTransform } from './web/spa.ts';

/** Every feature's routes. Each route declares `config.access`; the guard and the RBAC test read it. */
export const featureRoutes: FastifyPluginAsync[] = [
  opsRoutes,
  authRoutes,
  settingsRoutes,
  battlesRoutes,
  votesRoutes,
  walletRoutes,
  realtimeRoutes,
  mediaRoutes,
  bannerRoutes,
  profileRoutes,
  notificationRoutes,
  adminRoutes,
];

/** Per-path rewrites of the served index.html (e.g. Open Graph tags of battle pages). */
export const htmlTransforms: HtmlTransform[] = [battleOpenGraph];
