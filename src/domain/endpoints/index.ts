import { accountEndpoints } from './account.ts';
import { adminAnalyticsEndpoints } from './admin-analytics.ts';
import { adminAuditEndpoints } from './admin-audit.ts';
import { adminBannerEndpoints } from './admin-banners.ts';
import { adminBattleEndpoints } from './admin-battles.ts';
import { adminDashboardEndpoints } from './admin-dashboard.ts';
import { adminModeratorEndpoints } from './admin-moderators.ts';
import { adminSettingsEndpoints } from './admin-settings.ts';
import { adminUserEndpoints } from './admin-users.ts';
import { adminVoteReviewEndpoints } from './admin-vote-review.ts';
import { adminWalletEndpoints } from './admin-wallets.ts';
import { authEndpoints } from './auth.ts';
import { bannerEndpoints } from './banners.ts';
import { battleEndpoints } from './battles.ts';
import { fanEndpoints } from './fans.ts';
import { mediaEndpoints } from './media.ts';
import { notificationEndpoints } from './notifications.ts';
import { opsEndpoints } from './ops.ts';
import { profileEndpoints } from './profiles.ts';
import { settingsEndpoints } from './settings.ts';
import { voteEndpoints } from './votes.ts';
import { walletEndpoints } from './wallet.ts';

/**
 * Every group of the endpoint table (docs/decisions/0019-one-endpoint-table.md), one line each:
 * http/endpoint-table.test.ts checks the server registers exactly these API routes. Not for the
 * browser, which imports the one group it calls, so a page never carries the others.
 */
export const endpointGroups = {
  account: accountEndpoints,
  auth: authEndpoints,
  banners: bannerEndpoints,
  battles: battleEndpoints,
  fans: fanEndpoints,
  media: mediaEndpoints,
  notifications: notificationEndpoints,
  ops: opsEndpoints,
  profiles: profileEndpoints,
  settings: settingsEndpoints,
  votes: voteEndpoints,
  wallet: walletEndpoints,
  adminAnalytics: adminAnalyticsEndpoints,
  adminAudit: adminAuditEndpoints,
  adminBanners: adminBannerEndpoints,
  adminBattles: adminBattleEndpoints,
  adminDashboard: adminDashboardEndpoints,
  adminModerators: adminModeratorEndpoints,
  adminSettings: adminSettingsEndpoints,
  adminUsers: adminUserEndpoints,
  adminVoteReview: adminVoteReviewEndpoints,
  adminWallets: adminWalletEndpoints,
};
