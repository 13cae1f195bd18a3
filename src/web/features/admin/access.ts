import { ADVERTISING_FORBIDDEN } from '#domain/messages/admin.ts';
import { FORBIDDEN } from '#domain/messages/generic.ts';
import { CREDITS_FORBIDDEN_NOT_ADMIN } from '#domain/messages/wallet.ts';
import { sameOriginPath } from '#domain/pages/redirect-target.ts';
import type { Role } from '#domain/schemas/common.ts';

export const ADMIN_DENIED_TEXT = FORBIDDEN.message;

export const ADMIN_HOME = '/admin/dashboard';
export const ADMIN_LOGIN = '/admin/login';

/** Admin-authenticated means a session whose role is admin or moderator. */
export function isStaff(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'moderator';
}

/** Moderators reach only pages under these prefixes; admins reach everything. */
const MODERATOR_PREFIXES = ['/admin/dashboard', '/admin/battles'] as const;

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Whether a role may open an admin page. The server refuses the data anyway; this decides between
 * the page and the denied state so nobody stares at a screen of failed requests.
 */
export function canAccessAdminPath(role: Role | null | undefined, pathname: string): boolean {
  if (role === 'admin') return true;
  if (role === 'moderator') return MODERATOR_PREFIXES.some((prefix) => underPrefix(pathname, prefix));
  return false;
}

/** What the denied state says: a heading (when the text has one) and the explanation. */
export interface DeniedNotice {
  title: string | null;
  message: string;
}

/**
 * The denied text for an admin page the caller may not open. YodCoins and advertising have their
 * own texts (contact an administrator), the rest the guard's generic one.
 * Only non-admins are denied by the layout, so the YodCoins text is the non-admin one; an admin
 * who is not the master reaches the page, which tells them it is restricted to the master.
 */
export function deniedNoticeFor(pathname: string): DeniedNotice {
  if (underPrefix(pathname, '/admin/wallets')) {
    const entry = CREDITS_FORBIDDEN_NOT_ADMIN;
    return { title: entry.title, message: entry.message };
  }
  if (underPrefix(pathname, '/admin/advertising')) {
    const entry = ADVERTISING_FORBIDDEN;
    return { title: entry.title, message: entry.message };
  }
  return { title: null, message: ADMIN_DENIED_TEXT };
}

const roleLabels: Record<Role, string> = { admin: 'Administrador', moderator: 'Moderador', user: 'Usuário' };

export function roleLabel(role: Role): string {
  return roleLabels[role];
}

/** '/admin/login?from=/admin/battles': the origin is kept so login can send the user back. */
export function adminLoginPathFrom(location: { pathname: string; search: string; hash: string }): string {
  const from = `${location.pathname}${location.search}${location.hash}`;
  return `${ADMIN_LOGIN}?${new URLSearchParams({ from }).toString()}`;
}

/**
 * Where to go after an admin login. `from` comes from the URL, so only same-origin paths are
 * followed (no '//host'), and the login page itself never becomes the target.
 */
export function adminRedirectTarget(from: string | null | undefined): string {
  const target = sameOriginPath(from, ADMIN_HOME);
  return underPrefix(target.split(/[?#]/)[0] ?? '', ADMIN_LOGIN) ? ADMIN_HOME : target;
}
