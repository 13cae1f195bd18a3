import type { FieldErrors, Resolver } from 'react-hook-form';
import { createBattleRequestSchema } from '#domain/schemas/admin-battles.ts';
import { type BattleFormValues, formPathOf, formToRequest } from './battle-form-values.ts';

type ErrorTree = { [key: string]: ErrorTree | { type: string; message: string } };

function setNested(tree: ErrorTree, path: string, error: { type: string; message: string }) {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === undefined || 'message' in next) node[key] = {};
    node = node[key] as ErrorTree;
  }
  const last = keys.at(-1) ?? path;
  // The first message per field wins, as zod orders issues by field.
  if (node[last] === undefined) node[last] = error;
}

/**
 * Validates the dialog with the shared create schema (the same one the server applies), after
 * converting the typed values, and puts each message back on the input that caused it.
 */
export function battleFormResolver(now: () => Date): Resolver<BattleFormValues> {
  return async (values) => {
    const errors: ErrorTree = {};
    if (values.startLocal.trim() === '') {
      setNested(errors, 'startLocal', { type: 'required', message: 'Informe a data e hora de início' });
    }
    if (values.endLocal.trim() === '') {
      setNested(errors, 'endLocal', { type: 'required', message: 'Informe a data e hora de término' });
    }
    const parsed = createBattleRequestSchema.safeParse(formToRequest(values, now()));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        setNested(errors, formPathOf(issue.path), { type: issue.code, message: issue.message });
      }
    }
    if (Object.keys(errors).length > 0) {
      return { values: {}, errors: errors as FieldErrors<BattleFormValues> };
    }
    return { values, errors: {} };
  };
}
