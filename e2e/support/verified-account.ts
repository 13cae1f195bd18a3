import { type APIRequestContext, expect } from '@playwright/test';
import { latestLinkFor } from './outbox.ts';

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
  const link = new URL(latestLinkFor(email));
  await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  return { email, username };
}
