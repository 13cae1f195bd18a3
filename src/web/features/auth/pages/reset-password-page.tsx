import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RESET_TOKEN_INVALID } from '#domain/messages/auth.ts';
import { type ResetPasswordRequest, resetPasswordRequestSchema } from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { KeyRound } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, isApiError, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useResetPassword } from '../api/use-password-reset.ts';
import { AuthCard, inlineLinkClass } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';

/** /reset-password?token=…: the link of the reset e-mail; a new password, then the login page. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<{ message: string; tokenInvalid: boolean } | null>(
    token ? null : { message: RESET_TOKEN_INVALID.message, tokenInvalid: true },
  );
  const form = useZodForm(resetPasswordRequestSchema, {
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: ResetPasswordRequest) => {
    setFailure(null);
    try {
      const result = await resetPassword.mutateAsync(values);
      toast.success('Senha redefinida!', { description: result.message });
      await navigate('/login', { replace: true });
    } catch (error) {
      const message = errorMessage(error, UNEXPECTED_ERROR_MESSAGE);
      toast.error(RESET_TOKEN_INVALID.title, { description: message });
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
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
        <input type="hidden" {...form.register('token')} />
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
