import type { ComponentProps, ReactNode } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { Field, type FieldProps, FieldShell } from '#web/components/ui/field.tsx';
import { selectClass, textareaClass } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { useFormField } from './use-form-field.ts';

interface Bound {
  /** The form value this control edits. */
  name: string;
  /** react-hook-form's own options, e.g. `valueAsNumber` for a number input. */
  registerOptions?: RegisterOptions;
}

export type TextFieldProps = Bound & Omit<FieldProps, 'name' | 'error'>;

/** A labelled input of the enclosing <Form>, with its help text and error. */
export function TextField({ name, registerOptions, ...props }: TextFieldProps) {
  const { control, error } = useFormField(name, registerOptions);
  return <Field {...props} {...control} error={error} />;
}

interface ShellProps extends Bound {
  label: ReactNode;
  description?: ReactNode;
  fieldClassName?: string;
}

/** A labelled textarea of the enclosing <Form>. */
export function TextareaField({
  name,
  registerOptions,
  label,
  description,
  fieldClassName,
  className,
  ...props
}: ShellProps & Omit<ComponentProps<'textarea'>, 'name'>) {
  const { control, error } = useFormField(name, registerOptions);
  return (
    <FieldShell label={label} description={description} error={error} className={fieldClassName}>
      {(aria) => <textarea {...props} {...aria} {...control} className={cn(textareaClass, className)} />}
    </FieldShell>
  );
}

/** A labelled native select of the enclosing <Form>; the options are its children. */
export function SelectField({
  name,
  registerOptions,
  label,
  description,
  fieldClassName,
  className,
  children,
  ...props
}: ShellProps & Omit<ComponentProps<'select'>, 'name'>) {
  const { control, error } = useFormField(name, registerOptions);
  return (
    <FieldShell label={label} description={description} error={error} className={fieldClassName}>
      {(aria) => (
        <select {...props} {...aria} {...control} className={cn(selectClass, className)}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
