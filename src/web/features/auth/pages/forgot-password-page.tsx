import { useState } from 'react';
import { Link } from 'react-router';
import { RESET_TOKEN_INVALID } from '#domain/messages/auth.ts';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { EmailField } from '#web/components/form/email-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { MailCheck, Send } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useForgotPassword } from '../api/use-password-reset.ts';
import { AuthCard, inlineLinkClass } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';

/** /forgot-password ('Esqueci minha senha'): asks for the address the reset link goes to. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordRequestSchema, { defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordRequest) => {
    setFailure(null);
    setSent(null);
    try {
      const result = await forgot.mutateAsync(values);
      setSent(result.message);
    } catch (error) {
      const message = errorMessage(error, UNEXPECTED_ERROR_MESSAGE);
      toast.error(RESET_TOKEN_INVALID.title, { description: message });
      setFailure(message);
    }
  };

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
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField required />
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
      </Form>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
