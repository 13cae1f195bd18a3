import { type APIRequestContext, expect } from '@playwright/test';
import { latestLinkFor } from './outbox.ts';

/**
 * Confirms a sign-up as the person who made it: the token of the newest confirmation link mailed
 * to `email`, with the sign-up's password (docs/decisions/0017-accounts-under-attack.md). Opens no
 * session, so the account's first sign-in is still to come.
 */
export async function confirmSignUp(request: APIRequestContext, email: string, password: string) {
  const token = new URL(latestLinkFor(email)).searchParams.get('token') ?? '';
  const res = await request.post('/api/auth/confirm-email', { data: { token, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A new account signed up through the API and confirmed through its e-mail link, so a journey can
 * sign in as someone no other journey touches (a fresh wallet, no notifications, no battles).
 */
export async function verifiedAccount(
  request: APIRequestContext,
  prefix: string,
  password: string,
): Promise<{ email: string; username: string }> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const username = `${prefix}${stamp}`;
  const email = `${prefix.toLowerCase()}${stamp}@example.com`;
  const res = await request.post('/api/auth/register', {
    data: { username, email, password, confirmPassword: password, pixKey: email, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await confirmSignUp(request, email, password);
  return { email, username };
}
