import { TextField, type TextFieldProps } from './text-field.tsx';

export type EmailFieldProps = Partial<Pick<TextFieldProps, 'name' | 'label'>> &
  Omit<TextFieldProps, 'name' | 'label'>;

/** The e-mail of the sign-in, sign-up, reset and admin forms: 'E-mail', the e-mail keyboard, no spell check. */
export function EmailField({ name = 'email', label = 'E-mail', ...props }: EmailFieldProps) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...props}
      name={name}
      label={label}
    />
  );
}
