import { verifyPassword } from 'better-auth/crypto';
import { fighterNameKey } from '#domain/accounts/fighter-name-key.ts';
import { checkPixKey } from '#domain/money/pix-key.ts';
import { maskPixKey } from '#domain/money/pix-key-mask.ts';
import {
  type OwnProfile,
  type ProfileCard,
  type ProfileUpdate,
  type PublicProfile,
  profileIdentitySchema,
} from '#domain/schemas/profiles.ts';
import { findPasswordHash } from '#server/account/repository.ts';
import { recordAudit } from '#server/audit/service.ts';
import { reservePasswordCheck } from '#server/auth/login-throttle.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { pixKeyChangedMail } from '#server/mail/templates.ts';
import { isOwnProfilePicture, releaseUploads } from '#server/media/service.ts';
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
    ...profileIdentitySchema.parse(row),
    id: row.id,
    email: row.email,
    pixKey: row.pixKey,
    createdAt: row.createdAt.toISOString(),
    stats,
    achievements,
  };
}

/**
 * Edits the caller's own profile: the route carries no user id, so nobody can aim at another
 * account. A new picture must be one the user uploaded to their own folder. A new PIX key (the key
 * prizes are paid to) needs the account's password and is mailed to the account's address, both
 * keys masked, with an audit row (docs/decisions/0017-accounts-under-attack.md); `network` is the
 * client's network key, for counting wrong passwords like failed logins.
 */
export async function updateOwnProfile(
  deps: AppDeps,
  userId: string,
  input: ProfileUpdate,
  network: string,
): Promise<OwnProfile> {
  // The picture this edit replaces or removes: its file goes once the edit has committed.
  let replacedPicture: string | null = null;
  const before = await findProfileById(deps.db, userId);
  if (!before) throw appError('PROFILE_NOT_FOUND');
  const pix = input.pixKey === undefined ? null : checkPixKey(input.pixKey);
  // The schema parsed the key to its stored form, so this only re-reads its type.
  if (pix && !pix.valid) throw appError('PIX_KEY_INVALID');
  const newPix = pix?.valid && pix.key !== before.pixKey ? pix : null;
  if (newPix) await confirmPassword(deps, { userId, email: before.email }, input.currentPassword, network);
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
      if (newPix && newPix.key !== current.pixKey) {
        changes.pixKey = newPix.key;
        changes.pixKeyType = newPix.type;
      }
      // Fields with no rule of their own (Instagram, and any added like it) are stored as sent;
      // the Pick fails to compile for a form field that is not a profile column.
      const { username, pixKey, profilePictureUrl, currentPassword, ...plain } = input;
      const plainChanges: Pick<ProfileChanges, keyof typeof plain> = plain;
      Object.assign(changes, plainChanges);
      const picture = input.profilePictureUrl;
      if (picture !== undefined && picture !== current.profilePictureUrl) {
        if (picture !== null && !isOwnProfilePicture(deps, userId, picture)) {
          throw appError('PROFILE_PICTURE_NOT_OWNED');
        }
        changes.profilePictureUrl = picture;
        replacedPicture = current.profilePictureUrl;
      }
      if (Object.values(changes).every((value) => value === undefined)) return;
      await updateProfileRow(tx, userId, changes, deps.clock());
      if (changes.username !== undefined || changes.profilePictureUrl !== undefined) {
        await updateParticipantIdentity(tx, userId, {
          username: changes.username ?? current.username,
          avatarUrl:
            changes.profilePictureUrl === undefined ? current.profilePictureUrl : changes.profilePictureUrl,
        });
      }
      if (changes.pixKey !== undefined)
        await announcePixKeyChange(deps, tx, {
          userId,
          email: current.email,
          username: changes.username ?? current.username,
          before: current.pixKey,
          after: changes.pixKey,
        });
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

/** The account's password, before a PIX key change; wrong ones count like failed logins. */
async function confirmPassword(
  deps: AppDeps,
  account: { userId: string; email: string },
  password: string | undefined,
  network: string,
): Promise<void> {
  if (!password) throw appError('PROFILE_PASSWORD_REQUIRED');
  const check = await reservePasswordCheck(deps.db, {
    network,
    email: account.email,
    userId: account.userId,
    refusal: 'PROFILE_PASSWORD_RATE_LIMITED',
  });
  const hash = await findPasswordHash(deps.db, account.userId);
  if (!hash || !(await verifyPassword({ hash, password }))) throw appError('PROFILE_WRONG_PASSWORD');
  await check.succeeded();
}

/**
 * Audits the change and mails the account's address, inside the change's transaction: a mail that
 * cannot be sent undoes the change, so no key changes without its owner hearing of it.
 */
async function announcePixKeyChange(
  deps: AppDeps,
  tx: DbOrTx,
  change: { userId: string; email: string; username: string; before: string; after: string },
): Promise<void> {
  const keys = { before: maskPixKey(change.before), after: maskPixKey(change.after) };
  await recordAudit(tx, {
    actorUserId: change.userId,
    action: 'user.pix_key_change',
    targetType: 'user',
    targetId: change.userId,
    changes: { pixKey: keys },
  });
  const resetLink = new URL('/forgot-password', deps.config.PUBLIC_URL).toString();
  await deps.mailer.send(pixKeyChangedMail(change.email, change.username, keys, resetLink));
}

/** Anyone's public page, its owner's too: read on the replica, where a moment's lag shows nothing wrong. */
export async function getPublicProfile(deps: AppDeps, username: string): Promise<PublicProfile> {
  const now = deps.clock();
  const row = await findVisibleProfileByUsername(deps.readDb, username, now);
  if (!row) throw appError('PROFILE_NOT_FOUND');
  const summary = await summarizeParticipation(deps.readDb, row.id, row.createdAt, now);
  return {
    // Only the identity's own keys: the row's e-mail and PIX key never reach this answer.
    ...profileIdentitySchema.parse(row),
    memberSince: row.createdAt.toISOString(),
    stats: summary.stats,
    achievements: summary.achievements,
    battles: summary.battles.slice(0, PUBLIC_BATTLES_LIMIT),
  };
}

export function recentProfiles(deps: AppDeps, viewerId: string | null): Promise<ProfileCard[]> {
  return listRecentParticipants(deps.db, viewerId, RECENT_PROFILES_LIMIT, deps.clock());
}

/** The id behind a public name (/u/:username), or null when there is no visible profile. */
export async function visibleProfileId(db: DbOrTx, username: string, now: Date): Promise<string | null> {
  return (await findVisibleProfileByUsername(db, username, now))?.id ?? null;
}
