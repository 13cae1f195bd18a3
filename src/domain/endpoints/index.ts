import { adminAnalyticsEndpoints } from './admin-analytics.ts';
import { adminAuditEndpoints } from './admin-audit.ts';
import { adminBattleEndpoints } from './admin-battles.ts';
import { adminBannerEndpoints } from './admin-banners.ts';
import { adminDashboardEndpoints } from './admin-dashboard.ts';
import { adminModeratorEndpoints } from './admin-moderators.ts';
import { adminSettingsEndpoints } from './admin-settings.ts';
import { adminUserEndpoints } from './admin-users.ts';
import { adminVoteReviewEndpoints } from './admin-vote-review.ts';
import { adminWalletEndpoints } from './admin-wallets.ts';
import { bannerEndpoints } from './banners.ts';
import { notificationEndpoints } from './notifications.ts';
import { walletEndpoints } from './wallet.ts';

/**
 * Every group of the endpoint table, one line each: the server's route table is checked against it
 * (docs/decisions/0019-one-endpoint-table.md). Only the server and tests import this; the browser
 * imports the one group it calls, so a page never carries the others.
 */
export const endpointGroups = {
  wallet: walletEndpoints,
  notifications: notificationEndpoints,
  banners: bannerEndpoints,
  adminDashboard: adminDashboardEndpoints,
  adminBattles: adminBattleEndpoints,
  adminUsers: adminUserEndpoints,
  adminModerators: adminModeratorEndpoints,
  adminWallets: adminWalletEndpoints,
  adminSettings: adminSettingsEndpoints,
  adminAnalytics: adminAnalyticsEndpoints,
  adminAudit: adminAuditEndpoints,
  adminVoteReview: adminVoteReviewEndpoints,
  adminBanners: adminBannerEndpoints,
};
