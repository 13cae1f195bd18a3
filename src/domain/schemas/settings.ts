import { z } from 'zod';

/** Platform settings anyone may read: the texts that state amounts read these, never constants. */
export const publicSettingsSchema = z.object({
  dailyYodcoins: z.number().int().nonnegative(),
  guestVotesPerDay: z.number().int().nonnegative(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

// Lives in a zod-free module so the browser can read it without loading zod.
export { DEFAULT_PUBLIC_SETTINGS } from '../settings-defaults.ts';
