import { z } from 'zod';

/** Platform settings anyone may read: the texts that state amounts read these, never constants. */
export const publicSettingsSchema = z.object({
  dailyYodcoins: z.number().int().nonnegative(),
  guestVotesPerDay: z.number().int().nonnegative(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
