import type { Me, SignInWelcome } from '#domain/schemas/auth.ts';
import { yodcoinsLabel } from '#domain/text/format-number.ts';
import { toast } from '#web/lib/toast.ts';
import { markDailyGrantSeen } from '#web/shared/wallet/daily-grant-notice.tsx';

export const WELCOME_NEW_TITLE = 'Bem-vindo à arena!';
export const WELCOME_BACK_TITLE = 'Login realizado com sucesso!';
export const WELCOME_BACK_MESSAGE = 'Bem-vindo de volta à arena!';

/** The welcome of a new account: its first YodCoins, said with their number. */
export function welcomeNewMessage(dailyYodcoins: number): string {
  return dailyYodcoins > 0
    ? `Sua conta está pronta: você ganhou ${yodcoinsLabel(dailyYodcoins)} para votar hoje, e ganha mais todo dia.`
    : 'Sua conta está pronta para votar.';
}

/**
 * A sign-in's toast (docs/product.md#accounts): a new account is welcomed as new with the YodCoins
 * it got, everyone else "de volta". It outlives the move to the page the fan came from. The new
 * account's welcome counts today's YodCoins, so the daily '+N de hoje' is not said on top of it.
 */
export function showSignInWelcome(welcome: SignInWelcome, user?: Pick<Me, 'id' | 'dailyGrant'> | null) {
  if (welcome.firstSignIn) {
    if (user?.dailyGrant.lastDay) markDailyGrantSeen(user.id, user.dailyGrant.lastDay);
    toast.success(WELCOME_NEW_TITLE, {
      description: welcomeNewMessage(welcome.dailyYodcoins),
      duration: 8000,
    });
  } else {
    toast.success(WELCOME_BACK_TITLE, { description: WELCOME_BACK_MESSAGE });
  }
}
