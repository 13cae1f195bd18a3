import { useFormState, useWatch } from 'react-hook-form';
import { checkPixKey, PIX_KEY_TYPE_LABELS, type PixKeyType } from '#domain/money/pix-key.ts';
import { CircleCheck } from '#web/components/icons/icons.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

const WITH_ARTICLE: Record<PixKeyType, string> = {
  cpf: 'um CPF',
  cnpj: 'um CNPJ',
  phone: 'um telefone',
  email: 'um e-mail',
  evp: 'uma chave aleatória',
};

/**
 * The kind of PIX key being typed, as the user types (domain/money/pix-key.ts): the detected type once
 * the key is valid, what it looks like while it is not yet. Announced politely to screen readers.
 * Silent while the field shows its error: one message about the key, not two.
 */
function PixKeyHint({ value, hasError }: { value: string; hasError: boolean }) {
  const check = checkPixKey(value);
  let content = null;
  if (hasError) {
    content = null;
  } else if (check.valid) {
    content = (
      <span className="flex items-center gap-1.5 text-emerald-300">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        Tipo detectado: {PIX_KEY_TYPE_LABELS[check.type]}
      </span>
    );
  } else if (check.type) {
    content = (
      <span className="text-amber-300">Parece {WITH_ARTICLE[check.type]}, mas ainda não é válido.</span>
    );
  }
  return (
    <p aria-live="polite" className="-mt-3 text-sm" data-testid="pix-key-hint">
      {content}
    </p>
  );
}

export type PixKeyFieldProps = Partial<Pick<TextFieldProps, 'name' | 'label'>> &
  Omit<TextFieldProps, 'name' | 'label'>;

/**
 * The PIX key of the sign-up and profile forms ('Chave PIX'), with the kind of key detected as
 * it is typed under it. Keys are at most 140 characters (domain/schemas/account-fields.ts).
 */
export function PixKeyField({ name = 'pixKey', label = 'Chave PIX', ...props }: PixKeyFieldProps) {
  const value: unknown = useWatch({ name });
  const { errors } = useFormState({ name });
  const hasError =
    name
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) !== undefined;
  return (
    <>
      <TextField autoComplete="off" spellCheck={false} maxLength={140} {...props} name={name} label={label} />
      <PixKeyHint value={typeof value === 'string' ? value : ''} hasError={hasError} />
    </>
  );
}
