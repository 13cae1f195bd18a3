import type { PublicSettings } from './schemas/settings.ts';

/** The defaults of architecture decisions 1 and 5, shown until the server's values arrive. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = { dailyYodcoins: 3, guestVotesPerDay: 1 };
