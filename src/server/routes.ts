import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { bannerRoutes } from './banners/routes.ts';
import { battlesRoutes } from './battles/routes.ts';
import { fanRoutes } from './fans/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { ogRoutes } from './og/routes.ts';
import { opsRoutes } from './ops/routes.ts';
import { profileRoutes } from './profiles/routes.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { votesRoutes } from './votes/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/** Every feature's routes. Each route declares `config.access`; the guard and the RBAC test read it. */
export const featureRoutes: FastifyPluginAsync[] = [
  opsRoutes,
  authRoutes,
  accountRoutes,
  settingsRoutes,
  battlesRoutes,
  votesRoutes,
  walletRoutes,
  realtimeRoutes,
  mediaRoutes,
  bannerRoutes,
  profileRoutes,
  notificationRoutes,
  fanRoutes,
  ogRoutes,
  adminRoutes,
];
