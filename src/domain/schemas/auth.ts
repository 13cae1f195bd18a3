import { z } from 'zod';
import { catalogue, roleSchema } from './common.ts';

export const MIN_PASSWORD_LENGTH = 6;

const requiredText = (label: string) => z.string().trim().min(1, `${label} é obrigatório`);

export const registerRequestSchema = z
  .object({
    username: requiredText('Nome de lutador').max(40, 'Nome de lutador deve ter no máximo 40 caracteres'),
    email: z.string().trim().toLowerCase().email('Email inválido'),
    password: z.string().min(MIN_PASSWORD_LENGTH, catalogue('SIGNUP_PASSWORD_SHORT')).max(128),
    confirmPassword: z.string().min(1, 'Confirme sua senha'),
    pixKey: requiredText('Chave PIX').max(140),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: catalogue('SIGNUP_PASSWORD_MISMATCH'),
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});

export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email é obrigatório').email('Email inválido'),
  password: z.string().min(1, 'Senha é obrigatória').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const resendVerificationRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Email inválido'),
});

export const activeBanSchema = z.object({
  reason: z.string(),
  bannedByUsername: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ActiveBan = z.infer<typeof activeBanSchema>;

/** The signed-in user as the browser sees them: never another user's data, never internals. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  pixKey: z.string(),
  instagramHandle: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  role: roleSchema,
  isMaster: z.boolean(),
  balance: z.number().int(),
  unreadNotifications: z.number().int(),
  ban: activeBanSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const meResponseSchema = z.object({ user: meSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const loginResponseSchema = z.object({ user: meSchema });
