import { yodcoinsLabel } from '#domain/format-number.ts';
import type { SignInWelcome } from '#domain/schemas/auth.ts';
import { toast } from '#web/lib/toast.ts';

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
 * it got, everyone else "de volta". It outlives the move to the page the fan came from.
 */
export function showSignInWelcome(welcome: SignInWelcome) {
  if (welcome.firstSignIn) {
    toast.success(WELCOME_NEW_TITLE, {
      description: welcomeNewMessage(welcome.dailyYodcoins),
      duration: 8000,
    });
  } else {
    toast.success(WELCOME_BACK_TITLE, { description: WELCOME_BACK_MESSAGE });
  }
}
