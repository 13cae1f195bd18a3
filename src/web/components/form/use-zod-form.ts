import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ptBR } from 'zod/locales';

// zod's own messages (a wrong type, a number out of range) in pt-BR wherever a form validates.
// Set here, where every form starts, so a public page without a form still never loads zod; the
// server sets the same locale at boot, naming the field (server/http/zod-messages.ts), which
// this leaves alone: it only sets the locale, not the server's customError.
z.config({ localeError: ptBR().localeError });

/** A form over `S`: its fields are the schema's input, a submission gets the schema's output. */
export type ZodForm<S extends z.ZodType<unknown, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

/**
 * The one way the app makes a form: react-hook-form validating with a zod schema, the one of the
 * API shape (src/domain/schemas) or a form's own that turns its fields into that shape. Render it
 * with <Form> and the field components of this folder.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}
