import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
} from '#domain/schemas/auth.ts';
import { fanSettingsUpdateSchema } from '#domain/schemas/fans.ts';
import { profileUpdateSchema } from '#domain/schemas/profiles.ts';
import { fieldLabel } from './field-labels.ts';

/** The forms a person fills in about their own account: sign-up, sign-in, profile, account. */
const ACCOUNT_FORMS: Record<string, z.ZodObject> = {
  registerRequestSchema,
  loginRequestSchema,
  forgotPasswordRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  deleteAccountRequestSchema,
  profileUpdateSchema,
  fanSettingsUpdateSchema,
};

/** Keys the browser fills in, never the person: their refusal says enough without a name. */
const NOT_TYPED = new Set([
  // The page to return to after the confirmation link.
  'from',
  // The proof of work the browser solves.
  'altcha',
  // The reset link's one-time token.
  'token',
]);

describe('field labels', () => {
  it('names every field a person types in the account forms, so a refusal can say which', () => {
    const missing = Object.entries(ACCOUNT_FORMS).flatMap(([name, schema]) =>
      Object.keys(schema.shape)
        .filter((key) => !NOT_TYPED.has(key) && fieldLabel([key]) === undefined)
        .map((key) => `${name}.${key}`),
    );
    expect(missing, 'add a pt-BR label to field-labels.ts').toEqual([]);
  });
});
