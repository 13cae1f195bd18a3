import type { FastifyPluginAsync } from 'fastify';
import { adminAnalyticsRoutes } from './analytics/routes.ts';
import { adminAuditRoutes } from './audit/routes.ts';
import { adminBattleRoutes } from './battles/routes.ts';
import { adminDashboardRoutes } from './dashboard/routes.ts';
import { adminModeratorRoutes } from './moderators/routes.ts';
import { adminSettingsRoutes } from './settings/routes.ts';
import { adminUserRoutes } from './users/routes.ts';
import { adminVoteReviewRoutes } from './vote-review/routes.ts';
import { adminWalletRoutes } from './wallets/routes.ts';

/** Every admin area's routes; each route declares its access level (staff, admin or master). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminBattleRoutes);
  await app.register(adminVoteReviewRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminModeratorRoutes);
  await app.register(adminWalletRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminAuditRoutes);
};
