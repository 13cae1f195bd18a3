import { useState } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Link,
  redirect,
  useActionData,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { RESET_TOKEN_INVALID } from '#domain/messages/auth.ts';
import { type ResetPasswordRequest, resetPasswordRequestSchema } from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { KeyRound } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useResetPassword } from '#web/features/auth/api/use-password-reset.ts';
import { AuthCard, inlineLinkClass } from '#web/features/auth/components/auth-card.tsx';
import { FormAlert } from '#web/features/auth/components/form-alert.tsx';
import {
  asFieldErrors,
  type FormPostResult,
  fieldErrorsOf,
  postedFields,
} from '#web/features/auth/form-post.ts';
import { errorMessage, isApiError, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';

/** Where a new password leads: the sign-in page, which says the password was changed. */
export const PASSWORD_RESET_DONE_PATH = '/login?senha=redefinida';

/**
 * The new password posted before the page's scripts ran (docs/decisions/0023-auth-forms-before-javascript.md):
 * the API's schema and service, then the sign-in page, or the form again with the message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const values = postedFields(await request.formData(), ['token', 'password', 'confirmPassword']);
  const parsed = resetPasswordRequestSchema.safeParse(values);
  if (!parsed.success) {
    return data<FormPostResult>({ fieldErrors: fieldErrorsOf(parsed.error), values: {} }, { status: 400 });
  }
  const outcome = await context.actions.resetPassword(parsed.data);
  if (!outcome.ok) {
    const { code, message } = outcome.refusal;
    return data<FormPostResult>({ refusal: { code, message }, values: {} }, { status: 400 });
  }
  // The reset ended every session of the account, this browser's too: its cookie goes with it.
  return redirect(PASSWORD_RESET_DONE_PATH);
}

/** /reset-password?token=…: the link of the reset e-mail; a new password, then the login page. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const posted = useActionData<FormPostResult>();
  const [failure, setFailure] = useState<{ message: string; tokenInvalid: boolean } | null>(() => {
    if (!token) return { message: RESET_TOKEN_INVALID.message, tokenInvalid: true };
    const refusal = posted?.refusal;
    return refusal
      ? { message: refusal.message, tokenInvalid: refusal.code === 'RESET_TOKEN_INVALID' }
      : null;
  });
  const form = useZodForm(resetPasswordRequestSchema, {
    defaultValues: { token, password: '', confirmPassword: '' },
    errors: asFieldErrors(posted?.fieldErrors),
  });

  const onSubmit = async (values: ResetPasswordRequest) => {
    setFailure(null);
    try {
      // The sign-in page says it (in place of a toast).
      await resetPassword.mutateAsync(values);
      await navigate(PASSWORD_RESET_DONE_PATH, { replace: true });
    } catch (error) {
      const message = errorMessage(error, UNEXPECTED_ERROR_MESSAGE);
      setFailure({ message, tokenInvalid: isApiError(error) && error.code === 'RESET_TOKEN_INVALID' });
    }
  };
  // The token travels in a hidden field: a refusal of it (too long a link) shows under the last one.
  const tokenError = form.formState.errors.token?.message;

  return (
    <AuthCard
      title="Criar nova senha"
      subtitle="Escolha uma nova senha para entrar na arena. Por segurança, você sairá de todos os aparelhos."
      footer={
        <>
          Lembrou a senha?{' '}
          <Link to="/login" className={inlineLinkClass}>
            Voltar para o login
          </Link>
        </>
      }
    >
      <PageMeta
        title="Criar nova senha"
        description="Defina uma nova senha para sua conta na Yod Arena."
        path="/reset-password"
      />
      {failure ? (
        <FormAlert tone="error" className="mb-4">
          <p>{failure.message}</p>
          {failure.tokenInvalid ? (
            <Link to="/forgot-password" className={inlineLinkClass}>
              Pedir um novo link
            </Link>
          ) : null}
        </FormAlert>
      ) : null}
      <Form form={form} onSubmit={onSubmit} postsWithoutScript className="flex flex-col gap-4">
        {/* The value is in the HTML too: the form is posted as is before the scripts run. */}
        <input type="hidden" defaultValue={token} {...form.register('token')} />
        <PasswordField label="Nova senha" autoComplete="new-password" required />
        <PasswordField
          name="confirmPassword"
          label="Confirmar nova senha"
          autoComplete="new-password"
          required
        />
        {tokenError ? <p className="-mt-2 text-sm font-medium text-red-400">{tokenError}</p> : null}
        <Button
          type="submit"
          size="lg"
          isLoading={resetPassword.isPending}
          submitsWithoutScript
          disabled={!token}
          className="mt-2 w-full"
        >
          {resetPassword.isPending ? (
            'Salvando...'
          ) : (
            <>
              <KeyRound className="size-5" aria-hidden="true" />
              Salvar nova senha
            </>
          )}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default ResetPasswordPage;
