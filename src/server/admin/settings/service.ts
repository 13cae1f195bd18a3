import type { AdminSettings, UpdateSettingsRequest } from '#domain/schemas/admin-settings.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { getSettings, type PlatformSettings, updateSettings } from '#server/settings/repository.ts';
import { forgetPublicSettings } from '#server/settings/service.ts';
import { usernameOf } from './repository.ts';

async function toView(db: DbOrTx, s: PlatformSettings): Promise<AdminSettings> {
  return {
    dailyYodcoins: s.dailyYodcoins,
    guestVotesPerDay: s.guestVotesPerWindow,
    flagNewAccountVotes: s.flagNewAccountVotes,
    flagGuestNetworkVotes: s.flagGuestNetworkVotes,
    flagSignupNetworkAccounts: s.flagSignupNetworkAccounts,
    updatedAt: s.updatedAt.toISOString(),
    updatedByUsername: await usernameOf(db, s.updatedBy),
  };
}

function thresholdsView(s: PlatformSettings) {
  return {
    dailyYodcoins: s.dailyYodcoins,
    guestVotesPerDay: s.guestVotesPerWindow,
    flagNewAccountVotes: s.flagNewAccountVotes,
    flagGuestNetworkVotes: s.flagGuestNetworkVotes,
    flagSignupNetworkAccounts: s.flagSignupNetworkAccounts,
  };
}

export async function readSettings(deps: AppDeps): Promise<AdminSettings> {
  return toView(deps.db, await getSettings(deps.db));
}

export async function changeSettings(
  deps: AppDeps,
  actor: Viewer,
  input: UpdateSettingsRequest,
): Promise<AdminSettings> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const after = await updateSettings(
      tx,
      {
        dailyYodcoins: input.dailyYodcoins,
        guestVotesPerWindow: input.guestVotesPerDay,
        ...(input.flagNewAccountVotes !== undefined
          ? { flagNewAccountVotes: input.flagNewAccountVotes }
          : {}),
        ...(input.flagGuestNetworkVotes !== undefined
          ? { flagGuestNetworkVotes: input.flagGuestNetworkVotes }
          : {}),
        ...(input.flagSignupNetworkAccounts !== undefined
          ? { flagSignupNetworkAccounts: input.flagSignupNetworkAccounts }
          : {}),
      },
      actor.id,
    );
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: '1',
      changes: {
        before: thresholdsView(before),
        after: thresholdsView(after),
      },
    });
    return toView(tx, after);
  });
  forgetPublicSettings(deps);
  return saved;
}
