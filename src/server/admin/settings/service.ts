import type { AdminSettings, UpdateSettingsRequest } from '../../../domain/schemas/admin-settings.ts';
import { recordAudit } from '../../audit/service.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { getSettings, type PlatformSettings, updateSettings } from '../../settings/repository.ts';
import { usernameOf } from './repository.ts';

async function toView(db: DbOrTx, s: PlatformSettings): Promise<AdminSettings> {
  return {
    dailyYodcoins: s.dailyYodcoins,
    guestVotesPerDay: s.guestVotesPerWindow,
    updatedAt: s.updatedAt.toISOString(),
    updatedByUsername: await usernameOf(db, s.updatedBy),
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
  return deps.db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const after = await updateSettings(
      tx,
      { dailyYodcoins: input.dailyYodcoins, guestVotesPerWindow: input.guestVotesPerDay },
      actor.id,
    );
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: '1',
      changes: {
        before: { dailyYodcoins: before.dailyYodcoins, guestVotesPerDay: before.guestVotesPerWindow },
        after: { dailyYodcoins: after.dailyYodcoins, guestVotesPerDay: after.guestVotesPerWindow },
      },
    });
    return toView(tx, after);
  });
}
