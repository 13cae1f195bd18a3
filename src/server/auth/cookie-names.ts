/**
 * The prefix of every cookie the app sets (better-auth's `yod.session_token`, the login device's
 * `yod.device`), in a module of its own so the cookie readers need not load better-auth's setup.
 */
export const AUTH_COOKIE_PREFIX = 'yod';
