import { useState } from 'react';
import { Eye, EyeOff } from '#web/components/icons/icons.ts';
import { FieldShell } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import type { TextFieldProps } from './text-field.tsx';
import { useFormField } from './use-form-field.ts';

export type PasswordFieldProps = Partial<Pick<TextFieldProps, 'name' | 'label'>> &
  Omit<TextFieldProps, 'name' | 'label' | 'type'>;

/**
 * A password of the enclosing <Form> ('Senha' unless named otherwise), with a button that shows
 * or hides what was typed (aria-pressed, named 'Mostrar senha' / 'Ocultar senha').
 */
export function PasswordField({
  name = 'password',
  label = 'Senha',
  registerOptions,
  description,
  id,
  fieldClassName,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { control: bound, error } = useFormField(name, registerOptions);
  return (
    <FieldShell label={label} description={description} error={error} id={id} className={fieldClassName}>
      {(control) => (
        <div className="relative">
          <Input
            {...inputProps}
            {...control}
            {...bound}
            type={visible ? 'text' : 'password'}
            className={cn('pr-12', className)}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-zinc-300 hover:text-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-amber-400"
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
