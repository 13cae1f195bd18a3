import type { ComponentProps } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { clearingErrorToasts } from '#web/lib/toast.ts';

export interface FormProps<TInput extends FieldValues, TOutput>
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid' | 'noValidate'> {
  /** From useZodForm. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Runs with the schema's output once every field passes. */
  onSubmit: SubmitHandler<TOutput>;
  /** Runs when a field does not pass (its message already shows under it). */
  onInvalid?: SubmitErrorHandler<TInput>;
}

/**
 * A <form> of useZodForm: the fields inside reach it by name (FormProvider), the browser's own
 * validation is off (the schema's pt-BR messages show instead), and each submission first closes
 * the error toasts of the attempts before it.
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <form {...props} noValidate onSubmit={clearingErrorToasts(form.handleSubmit(onSubmit, onInvalid))}>
        {children}
      </form>
    </FormProvider>
  );
}
