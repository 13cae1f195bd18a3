import { z } from 'zod';
import { type MessageCode, messages } from '../messages.ts';

/** Every API error body: `{ error: { code, message, title? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    title: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

export const roleSchema = z.enum(['user', 'moderator', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** A zod message that is the catalogue's text, so form and server say the same words. */
export function catalogue(code: MessageCode): string {
  return messages[code].message;
}
