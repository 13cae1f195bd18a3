import { z } from 'zod';
import { DEFAULT_PUBLIC_SETTINGS as defaultPublicSettings } from '../settings-defaults.ts';

/** Platform settings anyone may read: the texts that state amounts read these, never constants. */
export const publicSettingsSchema = z.object({
  dailyYodcoins: z.number().int().nonnegative(),
  guestVotesPerDay: z.number().int().nonnegative(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

// Lives in a zod-free module so the browser can read it without loading zod; typed here.
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = defaultPublicSettings;
