import { accountEndpoints } from './account.ts';
import { authEndpoints } from './auth.ts';
import { battleEndpoints } from './battles.ts';
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
 * browser, which imports the one group it calls.
 */
export const endpointGroups = {
  account: accountEndpoints,
  auth: authEndpoints,
  battles: battleEndpoints,
  media: mediaEndpoints,
  notifications: notificationEndpoints,
  ops: opsEndpoints,
  profiles: profileEndpoints,
  settings: settingsEndpoints,
  votes: voteEndpoints,
  wallet: walletEndpoints,
};
