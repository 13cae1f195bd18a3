import type { ComponentProps } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { Form as RouterForm } from 'react-router';
import { clearingErrorToasts } from '#web/lib/toast.ts';

export interface FormProps<TInput extends FieldValues, TOutput>
  extends Omit<
    ComponentProps<'form'>,
    'onSubmit' | 'onInvalid' | 'noValidate' | 'method' | 'encType' | 'action'
  > {
  /** From useZodForm. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Runs with the schema's output once every field passes. */
  onSubmit: SubmitHandler<TOutput>;
  /** Runs when a field does not pass (its message already shows under it). */
  onInvalid?: SubmitErrorHandler<TInput>;
  /**
   * Before the page's scripts run, the browser posts the form to the page's route action, which
   * answers as the API would (docs/decisions/0023-auth-forms-before-javascript.md); once they run,
   * `onSubmit` handles it as for any form. Its submit button takes `submitsWithoutScript`.
   */
  postsWithoutScript?: boolean;
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
  postsWithoutScript = false,
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  const submit = clearingErrorToasts(form.handleSubmit(onSubmit, onInvalid));
  return (
    <FormProvider {...form}>
      {postsWithoutScript ? (
        // React Router's <Form> posts to the route's action (the page's own address, `?from=`
        // kept); handleSubmit prevents that once hydrated, and the router then leaves it alone.
        <RouterForm {...props} method="post" noValidate onSubmit={submit}>
          {children}
        </RouterForm>
      ) : (
        <form {...props} noValidate onSubmit={submit}>
          {children}
        </form>
      )}
    </FormProvider>
  );
}
