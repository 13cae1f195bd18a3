import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { derivedSecret } from '#server/derived-secret.ts';
import { AUTH_COOKIE_PREFIX } from './cookie-names.ts';

// A browser its owner signed in from keeps a device cookie: a random id and a keyed hash of it
// with the account's id. When a network's failed-login budget is spent by others behind the same
// address (a carrier's NAT, a campus), that browser still signs in with the right password; its
// own failures have a budget of their own (login-throttle.ts), so a stolen cookie buys one account
// a few guesses, nothing more. Nothing in it names the account or the address.

/** A year: the browser of a fan who signs in now and then keeps it between visits. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

const cookieName = (config: Config) =>
  `${config.secureCookies ? '__Secure-' : ''}${AUTH_COOKIE_PREFIX}.device`;

const sign = (config: Config, userId: string, id: string) =>
  createHmac('sha256', derivedSecret(config, 'login-device')).update(`${userId}:${id}`).digest('base64url');

/**
 * The device id of the request's device cookie (`cookies`: the request's, as @fastify/cookie read
 * them) when it was given to `userId`'s sign-in, else null.
 */
export function deviceOf(config: Config, cookies: FastifyRequest['cookies'], userId: string): string | null {
  const value = cookies[cookieName(config)];
  const [id, mac] = value?.split('.') ?? [];
  if (!id || !mac || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
  const expected = Buffer.from(sign(config, userId, id));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/**
 * The Set-Cookie for a sign-in of `userId`: the browser's own device id when it came with one for
 * this account (its age starts again), else a new one.
 */
export function deviceCookie(config: Config, userId: string, known: string | null): string {
  const id = known ?? randomBytes(16).toString('base64url');
  const secure = config.secureCookies ? '; Secure' : '';
  return `${cookieName(config)}=${id}.${sign(config, userId, id)}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
}
