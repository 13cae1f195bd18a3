import type { FanSettings, FollowState } from '#domain/schemas/fans.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { visibleProfileId } from '#server/profiles/service.ts';
import {
  addFollow,
  followState,
  readEmailAlerts,
  removeFollow,
  writeEmailAlerts,
} from './follow-repository.ts';

async function fighterId(deps: AppDeps, username: string): Promise<string> {
  const id = await visibleProfileId(deps.db, username, deps.clock());
  if (!id) throw appError('PROFILE_NOT_FOUND');
  return id;
}

export async function getFollowState(deps: AppDeps, viewer: Viewer, username: string): Promise<FollowState> {
  return followState(deps.db, viewer.id, await fighterId(deps, username));
}

/**
 * Follows or unfollows a fighter; doing it twice changes nothing. Following yourself is refused.
 * One transaction: the answer's count includes this change.
 */
export async function setFollowing(
  deps: AppDeps,
  viewer: Viewer,
  username: string,
  following: boolean,
): Promise<FollowState> {
  const target = await fighterId(deps, username);
  if (target === viewer.id) throw appError('FOLLOW_SELF');
  return deps.db.transaction(async (tx) => {
    if (following) await addFollow(tx, viewer.id, target);
    else await removeFollow(tx, viewer.id, target);
    return followState(tx, viewer.id, target);
  });
}

export async function getFanSettings(deps: AppDeps, userId: string): Promise<FanSettings> {
  return { emailAlerts: await readEmailAlerts(deps.db, userId) };
}

export async function updateFanSettings(
  deps: AppDeps,
  userId: string,
  input: FanSettings,
): Promise<FanSettings> {
  await writeEmailAlerts(deps.db, userId, input.emailAlerts, deps.clock());
  return { emailAlerts: input.emailAlerts };
}
