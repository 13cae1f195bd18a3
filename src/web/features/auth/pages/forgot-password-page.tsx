import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { MailCheck, Send } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { errorMessage, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { clearingErrorToasts, toast } from '#web/lib/toast.ts';
import { useForgotPassword } from '../api/use-password-reset.ts';
import { AuthCard, inlineLinkClass } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';

/** /forgot-password ('Esqueci minha senha'): asks for the address the reset link goes to. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordRequestSchema>, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      const result = await forgot.mutateAsync(values);
      setSent(result.message);
    } catch (error) {
      const message = errorMessage(error, UNEXPECTED_ERROR_MESSAGE);
      toast.error('Erro ao redefinir senha', { description: message });
      setFailure(message);
    }
  });

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Informe o email da sua conta e enviaremos um link para você criar uma nova senha."
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
        title="Esqueci minha senha"
        description="Receba por email um link para criar uma nova senha na Yod Arena."
        path="/forgot-password"
      />
      {sent ? (
        <FormAlert tone="success" className="mb-4">
          <p>{sent}</p>
          <p>Não recebeu? Confira a caixa de spam ou peça de novo em alguns minutos.</p>
        </FormAlert>
      ) : null}
      {failure ? (
        <FormAlert tone="error" className="mb-4">
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <form onSubmit={clearingErrorToasts(onSubmit)} noValidate className="flex flex-col gap-4">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" isLoading={forgot.isPending} className="mt-2 w-full">
          {forgot.isPending ? (
            'Enviando...'
          ) : (
            <>
              {sent ? (
                <MailCheck className="size-5" aria-hidden="true" />
              ) : (
                <Send className="size-5" aria-hidden="true" />
              )}
              {sent ? 'Enviar outro link' : 'Enviar link'}
            </>
          )}
        </Button>
      </form>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
