import type { FastifyPluginAsync } from 'fastify';
import { adminBannerRoutes } from '#server/banners/admin-routes.ts';
import { adminAnalyticsRoutes } from './analytics/routes.ts';
import { adminAuditRoutes } from './audit/routes.ts';
import { adminBattleRoutes } from './battles/routes.ts';
import { adminDashboardRoutes } from './dashboard/routes.ts';
import { adminModeratorRoutes } from './moderators/routes.ts';
import { ADMIN_PREFIX, keepAdminRules } from './scope.ts';
import { adminSettingsRoutes } from './settings/routes.ts';
import { adminUserRoutes } from './users/routes.ts';
import { adminVoteReviewRoutes } from './vote-review/routes.ts';
import { adminWalletRoutes } from './wallets/routes.ts';

/**
 * Every admin area's routes, in one scope under /api/admin that keeps the rules they share
 * (scope.ts); each route declares its own access level (staff, admin or master).
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (admin) => {
      keepAdminRules(admin);
      await admin.register(adminDashboardRoutes);
      await admin.register(adminBattleRoutes);
      await admin.register(adminVoteReviewRoutes);
      await admin.register(adminUserRoutes);
      await admin.register(adminModeratorRoutes);
      await admin.register(adminWalletRoutes);
      await admin.register(adminSettingsRoutes);
      await admin.register(adminAnalyticsRoutes);
      await admin.register(adminAuditRoutes);
      await admin.register(adminBannerRoutes);
    },
    { prefix: ADMIN_PREFIX },
  );
};
