import type { PublicSettings } from '#domain/schemas/settings.ts';

/**
 * The platform's default amounts (3 YodCoins a day, 1 guest vote a day), shown until the server's
 * values arrive. Apart from schemas/settings.ts so the browser reads them without loading zod (the
 * type import is erased).
 */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  dailyYodcoins: 3,
  guestVotesPerDay: 1,
  operatorLegalName: '',
  operatorCnpj: '',
};
