import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { RESET_TOKEN_INVALID } from '#domain/messages/auth.ts';
import { type ResetPasswordRequest, resetPasswordRequestSchema } from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { KeyRound } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { errorMessage, isApiError, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { clearingErrorToasts, toast } from '#web/lib/toast.ts';
import { useResetPassword } from '../api/use-password-reset.ts';
import { AuthCard, inlineLinkClass } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';

type ResetForm = z.input<typeof resetPasswordRequestSchema>;

/** /reset-password?token=…: the link of the reset e-mail; a new password, then the login page. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<{ message: string; tokenInvalid: boolean } | null>(
    token ? null : { message: RESET_TOKEN_INVALID.message, tokenInvalid: true },
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm, unknown, ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await resetPassword.mutateAsync(values);
      toast.success('Senha redefinida!', { description: result.message });
      await navigate('/login', { replace: true });
    } catch (error) {
      const message = errorMessage(error, UNEXPECTED_ERROR_MESSAGE);
      toast.error('Erro ao redefinir senha', { description: message });
      setFailure({ message, tokenInvalid: isApiError(error) && error.code === 'RESET_TOKEN_INVALID' });
    }
  });

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
      <form onSubmit={clearingErrorToasts(onSubmit)} noValidate className="flex flex-col gap-4">
        <input type="hidden" {...register('token')} />
        <Field
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Field
          label="Confirmar nova senha"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message ?? errors.token?.message}
          {...register('confirmPassword')}
        />
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
      </form>
    </AuthCard>
  );
}

export default ResetPasswordPage;
