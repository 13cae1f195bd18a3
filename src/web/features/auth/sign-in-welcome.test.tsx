import { afterEach, describe, expect, it } from 'vitest';
import { dailyGrantSeenKey } from '#web/shared/wallet/next-grant.ts';
import { showSignInWelcome } from './sign-in-welcome.ts';

const user = { id: 'user-1', dailyGrant: { lastDay: '2026-11-28', nextAt: '2026-11-29T03:00:00.000Z' } };
const key = dailyGrantSeenKey('user-1', '2026-11-28');

afterEach(() => window.localStorage.clear());

describe('showSignInWelcome', () => {
  it("a new account's welcome counts today's YodCoins: the daily toast is not said on top", () => {
    showSignInWelcome({ firstSignIn: true, dailyYodcoins: 3 }, user);
    expect(window.localStorage.getItem(key)).not.toBeNull();
  });

  it("a returning fan's sign-in leaves the daily toast to say today's grant", () => {
    showSignInWelcome({ firstSignIn: false, dailyYodcoins: 3 }, user);
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});
