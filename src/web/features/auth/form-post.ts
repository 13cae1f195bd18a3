import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What a public form's route action answers when it does not move on (a form posted before the
 * page's scripts ran: docs/decisions/0023-auth-forms-before-javascript.md): the schema's messages
 * per field, the server's refusal, and the typed values to fill the form again (never a password).
 */
export interface FormPostResult {
  fieldErrors?: Record<string, string>;
  refusal?: { code: string; message: string };
  values: Record<string, string>;
  /** A done message (the reset link was sent). */
  done?: string;
}

/** The posted text fields by name ('' for a missing one). */
export function postedFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
}

/** The first message of each field the schema refused, by the field's name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The action's field messages as react-hook-form shows them (its `errors` option). */
export function asFieldErrors<T extends FieldValues>(
  errors: Record<string, string> | undefined,
): FieldErrors<T> | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, { type: 'server', message }]),
  ) as FieldErrors<T>;
}
