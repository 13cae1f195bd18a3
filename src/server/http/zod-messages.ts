import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { fieldLabel } from './field-labels.ts';

const locale = ptBR();

/**
 * zod's own messages (a wrong type, a number out of range) in pt-BR, and, when the API knows the
 * field's label, naming it: 'Entrada inválida: esperava um texto, recebeu um número (campo
 * E-mail)'. A schema's own text (the catalogue's 'Informe seu e-mail') comes first: zod asks these
 * maps only for a check that has none. The browser's forms set the same locale without the names
 * (components/form/use-zod-form.ts): there the message sits under its field.
 */
export function configureZodMessages(): void {
  z.config({
    localeError: locale.localeError,
    customError: (issue) => {
      const label = fieldLabel(issue.path ?? []);
      if (label === undefined) return undefined;
      const text = locale.localeError(issue);
      const message = typeof text === 'string' ? text : text?.message;
      return message ? `${message} (campo ${label})` : undefined;
    },
  });
}
