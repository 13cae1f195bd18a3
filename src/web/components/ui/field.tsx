import { type ReactNode, useId } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Input, type InputProps } from './input.tsx';
import { Label } from './label.tsx';

/** What a control needs to be tied to its label, help text and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldShellProps {
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Validation message; also marks the control invalid. */
  error?: string | undefined;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, any control (select, textarea...), help and error text wired with aria attributes. */
export function FieldShell({ label, description, error, id, className, children }: FieldShellProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-descricao` : undefined;
  const errorId = error ? `${controlId}-erro` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {description ? (
        <p id={descriptionId} className="text-sm text-zinc-400">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FieldProps extends Omit<InputProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  fieldClassName?: string;
}

/** A labelled text input with help and error text; `ref` reaches the <input> (react-hook-form). */
export function Field({ label, description, error, id, fieldClassName, ...inputProps }: FieldProps) {
  return (
    <FieldShell label={label} description={description} error={error} id={id} className={fieldClassName}>
      {(control) => <Input {...inputProps} {...control} />}
    </FieldShell>
  );
}
