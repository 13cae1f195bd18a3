import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { reasonLabel } from '#domain/accounts/ban.ts';
import { banMessage } from '#domain/messages.ts';
import type { Role } from '#domain/schemas/common.ts';
import { formatDateTime, saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { findActiveBan } from '#server/bans/repository.ts';
import type { AppDeps } from '#server/deps.ts';
import { grantDailyIfDue } from '#server/wallet/daily-grant.ts';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './better-auth.ts';
import { AUTH_COOKIE_PREFIX } from './cookie-names.ts';
import { findViewerBySessionToken } from './session-viewer-lookups.ts';
import { findViewer, type ViewerRow } from './viewer-repository.ts';

export interface Viewer {
  id: string;
  email: string;
  username: string;
  hasProfile: boolean;
  pixKey: string;
  instagramHandle: string | null;
  profilePictureUrl: string | null;
  role: Role;
  isMaster: boolean;
  balance: number;
  /** The last vote's time (the next one waits for the gap), from the same statement as the rest. */
  lastVoteAt: Date | null;
  /** The São Paulo day of the last daily grant ('yyyy-MM-dd'), null before the first. */
  dailyClaimedDay: string | null;
  /** Unread notifications when the viewer was resolved for a page (its header shows them), else null. */
  unreadNotifications: number | null;
  /**
   * The fighters the viewer voted for in the battle their route names (`viewerBattleParam`), read
   * in the viewer's own statement; null when not asked for or not read that way (the battle's
   * read then asks itself).
   */
  votedIn: { battleId: string; participantUserIds: string[] } | null;
  ban: { reason: string; bannedByUsername: string | null; expiresAt: Date | null } | null;
  /**
   * The daily YodCoins this resolution granted (the day's first authenticated request): how many,
   * and whether they were the account's first ever (its first sign-in). Absent otherwise.
   */
  dailyGrant?: { amount: number; first: boolean };
}

export function banText(ban: NonNullable<Viewer['ban']>): string {
  return banMessage(reasonLabel(ban.reason), ban.expiresAt ? formatDateTime(ban.expiresAt) : null);
}

export function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.includes('session_token');
}

/** better-auth's session settings (better-auth.ts): a session is extended once a day. */
const SESSION_EXPIRES_IN_MS = SESSION_EXPIRES_IN_S * 1000;
const SESSION_UPDATE_AGE_MS = SESSION_UPDATE_AGE_S * 1000;

/**
 * The session token of a correctly signed session cookie, checked the way better-call's
 * getSignedCookie does (HMAC-SHA256 of the token keyed with AUTH_SECRET); null otherwise.
 */
function signedSessionToken(deps: AppDeps, request: FastifyRequest): string | null {
  const name = `${deps.config.secureCookies ? '__Secure-' : ''}${AUTH_COOKIE_PREFIX}.session_token`;
  const value = request.cookies[name];
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', deps.config.AUTH_SECRET).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The token of a request that may skip better-auth: a correctly signed session cookie without
 * "don't remember me" (better-auth handles that one). Null otherwise, guests included.
 */
export function fastSessionToken(deps: AppDeps, request: FastifyRequest): string | null {
  if (!hasSessionCookie(request) || request.headers.cookie?.includes('dont_remember')) return null;
  return signedSessionToken(deps, request);
}

/**
 * A session expiring after this instant is valid and not due for better-auth's daily extension
 * (which happens once its expiry is less than EXPIRES_IN - UPDATE_AGE away). Real time, as
 * better-auth uses, not the app clock.
 */
export function sessionFreshAfter(): Date {
  return new Date(Date.now() + SESSION_EXPIRES_IN_MS - SESSION_UPDATE_AGE_MS);
}

/**
 * Resolves the signed-in user of a request (null for guests); grants the daily coins when due.
 * The common case - a valid session that needs no refresh - costs one query; anything else
 * (expired, due for its daily extension, "don't remember me") goes through better-auth as before.
 */
export async function resolveViewer(
  deps: AppDeps,
  request: FastifyRequest,
  options: { unreadNotifications?: boolean; votedIn?: string } = {},
): Promise<Viewer | null> {
  if (!hasSessionCookie(request)) return null;
  const token = fastSessionToken(deps, request);
  if (token) {
    const now = deps.clock();
    const row = await findViewerBySessionToken(deps.db, token, now, options);
    if (!row) return null;
    if (row.sessionExpiresAt > sessionFreshAfter()) {
      return { ...(await toViewer(deps, row, row.ban, now, row.unreadNotifications)), votedIn: row.votedIn };
    }
  }
  const session = await deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  return loadViewer(deps, session.user.id);
}

export async function loadViewer(deps: AppDeps, userId: string): Promise<Viewer | null> {
  const now = deps.clock();
  const row = await findViewer(deps.db, userId);
  if (!row) return null;
  return toViewer(deps, row, await findActiveBan(deps.db, userId, now), now);
}

async function toViewer(
  deps: AppDeps,
  found: ViewerRow,
  activeBan: { reason: string; bannedByUsername: string | null; expiresAt: Date | null } | null,
  now: Date,
  unreadNotifications: number | null = null,
): Promise<Viewer> {
  let row = found;
  let dailyGrant: Viewer['dailyGrant'];
  if (!activeBan && row.username !== null && row.dailyClaimedDay !== saoPauloDayKey(now)) {
    const balance = await grantDailyIfDue(deps.db, row.id, now);
    if (balance !== null) {
      dailyGrant = { amount: balance - (row.balance ?? 0), first: row.dailyClaimedDay === null };
      row = { ...row, balance, dailyClaimedDay: saoPauloDayKey(now) };
    }
  }
  const role: Role = row.role ?? 'user';
  return {
    id: row.id,
    email: row.email,
    username: row.username ?? '',
    hasProfile: row.username !== null,
    pixKey: row.pixKey ?? '',
    instagramHandle: row.instagramHandle,
    profilePictureUrl: row.profilePictureUrl,
    role,
    isMaster: role === 'admin' && row.email.toLowerCase() === deps.config.MASTER_ADMIN_EMAIL,
    balance: row.balance ?? 0,
    lastVoteAt: row.lastVoteAt,
    dailyClaimedDay: row.dailyClaimedDay,
    unreadNotifications,
    votedIn: null,
    ban: activeBan
      ? {
          reason: activeBan.reason,
          bannedByUsername: activeBan.bannedByUsername,
          expiresAt: activeBan.expiresAt,
        }
      : null,
    ...(dailyGrant ? { dailyGrant } : {}),
  };
}
