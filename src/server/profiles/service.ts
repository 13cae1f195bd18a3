import { fighterNameKey } from '#domain/fighter-name-key.ts';
import { checkPixKey } from '#domain/pix-key.ts';
import type { OwnProfile, ProfileCard, ProfileUpdate, PublicProfile } from '#domain/schemas/profiles.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../http/app-error.ts';
import { isOwnProfilePicture, releaseUploads } from '../media/service.ts';
import {
  findProfileById,
  findVisibleProfileByUsername,
  listRecentParticipants,
  type ProfileChanges,
  updateParticipantIdentity,
  updateProfileRow,
  usernameTakenByOther,
} from './repository.ts';
import { summarizeParticipation } from './stats.ts';

const PUBLIC_BATTLES_LIMIT = 20;
const RECENT_PROFILES_LIMIT = 6;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export async function getOwnProfile(deps: AppDeps, userId: string): Promise<OwnProfile> {
  const row = await findProfileById(deps.db, userId);
  if (!row) throw appError('PROFILE_NOT_FOUND');
  const { stats, achievements } = await summarizeParticipation(deps.db, userId, row.createdAt, deps.clock());
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    pixKey: row.pixKey,
    instagramHandle: row.instagramHandle,
    profilePictureUrl: row.profilePictureUrl,
    createdAt: row.createdAt.toISOString(),
    stats,
    achievements,
  };
}

/**
 * Edits the caller's own profile: the route carries no user id, so nobody can aim at another
 * account. A new picture must be one the user uploaded to their own folder.
 */
export async function updateOwnProfile(
  deps: AppDeps,
  userId: string,
  input: ProfileUpdate,
): Promise<OwnProfile> {
  // The picture this edit replaces or removes: its file goes once the edit has committed.
  let replacedPicture: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const current = await findProfileById(tx, userId);
      if (!current) throw appError('PROFILE_NOT_FOUND');
      const changes: ProfileChanges = {};
      if (input.username !== undefined && input.username !== current.username) {
        const nameKey = fighterNameKey(input.username);
        if (await usernameTakenByOther(tx, input.username, nameKey, userId))
          throw appError('PROFILE_USERNAME_TAKEN');
        changes.username = input.username;
        // A new look-alike key is claimed as the only holder (dup 0: the unique index settles a
        // race); a name that keeps its key (a change of case) keeps its row as it was.
        if (nameKey !== current.usernameSkeleton) {
          changes.usernameSkeleton = nameKey;
          changes.usernameSkeletonDup = 0;
        }
      }
      if (input.pixKey !== undefined) {
        // The schema parsed the key to its stored form, so this only re-reads its type.
        const pix = checkPixKey(input.pixKey);
        if (!pix.valid) throw appError('PIX_KEY_INVALID');
        changes.pixKey = pix.key;
        changes.pixKeyType = pix.type;
      }
      if (input.instagramHandle !== undefined) changes.instagramHandle = input.instagramHandle;
      const picture = input.profilePictureUrl;
      if (picture !== undefined && picture !== current.profilePictureUrl) {
        if (picture !== null && !isOwnProfilePicture(deps, userId, picture)) {
          throw appError('PROFILE_PICTURE_NOT_OWNED');
        }
        changes.profilePictureUrl = picture;
        replacedPicture = current.profilePictureUrl;
      }
      if (Object.keys(changes).length === 0) return;
      await updateProfileRow(tx, userId, changes, deps.clock());
      if (changes.username !== undefined || changes.profilePictureUrl !== undefined) {
        await updateParticipantIdentity(tx, userId, {
          username: changes.username ?? current.username,
          avatarUrl:
            changes.profilePictureUrl === undefined ? current.profilePictureUrl : changes.profilePictureUrl,
        });
      }
    });
  } catch (err) {
    // Two users claiming the same name (or look-alikes) at once: a unique index decides, with the
    // same message.
    if (isUniqueViolation(err)) throw appError('PROFILE_USERNAME_TAKEN');
    throw err;
  }
  await releaseUploads(deps, [replacedPicture], { bucket: 'profile-pictures', userId });
  return getOwnProfile(deps, userId);
}

export async function getPublicProfile(deps: AppDeps, username: string): Promise<PublicProfile> {
  const now = deps.clock();
  const row = await findVisibleProfileByUsername(deps.db, username, now);
  if (!row) throw appError('PROFILE_NOT_FOUND');
  const summary = await summarizeParticipation(deps.db, row.id, row.createdAt, now);
  return {
    username: row.username,
    instagramHandle: row.instagramHandle,
    profilePictureUrl: row.profilePictureUrl,
    memberSince: row.createdAt.toISOString(),
    stats: summary.stats,
    achievements: summary.achievements,
    battles: summary.battles.slice(0, PUBLIC_BATTLES_LIMIT),
  };
}

export async function recentProfiles(deps: AppDeps, viewerId: string | null): Promise<ProfileCard[]> {
  const rows = await listRecentParticipants(deps.db, viewerId, RECENT_PROFILES_LIMIT, deps.clock());
  return rows.map((r) => ({
    username: r.username,
    profilePictureUrl: r.profile_picture_url,
    battlesJoined: Number(r.battles),
  }));
}
