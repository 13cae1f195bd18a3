import { z } from 'zod';
import { voteFlagThresholdsSchema } from './vote-review.ts';

const amount = (label: string) =>
  z
    .number(`${label}: informe um número`)
    .int(`${label}: use um número inteiro`)
    .min(0, `${label}: mínimo 0`)
    .max(1000, `${label}: máximo 1000`);

export const adminSettingsSchema = z
  .object({
    dailyYodcoins: z.number().int().nonnegative(),
    /** Guest votes per IP per rolling 24 h. */
    guestVotesPerDay: z.number().int().nonnegative(),
    updatedAt: z.string(),
    updatedByUsername: z.string().nullable(),
  })
  .extend(voteFlagThresholdsSchema.shape);
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const updateSettingsRequestSchema = z
  .object({
    dailyYodcoins: amount('YodCoins diárias'),
    guestVotesPerDay: amount('Votos de visitantes por dia'),
  })
  .extend(voteFlagThresholdsSchema.partial().shape);
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;
