import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** The token of the newest confirmation link mailed to `email`. */
export function confirmationToken(t: TestApp, email: string): string {
  const link = t.mailer.sent.filter((m) => m.to === email && m.link?.includes('/confirm-email')).at(-1)?.link;
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  return new URL(link).searchParams.get('token') ?? '';
}

/**
 * Confirms a sign-up as the person who made it (docs/decisions/0017-accounts-under-attack.md): the
 * newest link mailed to `email`, with the sign-up's password. Opens no session.
 */
export async function confirmAsSignUp(t: TestApp, email: string, password: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email',
    payload: { token: confirmationToken(t, email), password },
  });
  expect(res.statusCode, res.body).toBe(200);
}
