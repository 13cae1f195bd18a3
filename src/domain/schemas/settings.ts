import { z } from 'zod';

/** Platform settings anyone may read: the texts that state amounts read these, never constants. */
export const publicSettingsSchema = z.object({
  dailyYodcoins: z.number().int().nonnegative(),
  guestVotesPerDay: z.number().int().nonnegative(),
  /** OPERATOR_LEGAL_NAME: who runs the platform, for the Terms; '' when not configured. */
  operatorLegalName: z.string(),
  /** OPERATOR_CNPJ without punctuation; '' when not configured. */
  operatorCnpj: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
