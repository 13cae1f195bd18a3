/**
 * The platform's default amounts (3 YodCoins a day, 1 guest vote a day), shown until the server's
 * values arrive. Typed by hand so this file imports nothing: schemas/settings.ts checks it
 * against the schema.
 */
export const DEFAULT_PUBLIC_SETTINGS: { dailyYodcoins: number; guestVotesPerDay: number } = {
  dailyYodcoins: 3,
  guestVotesPerDay: 1,
};
