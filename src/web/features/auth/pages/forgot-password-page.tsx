import { useState } from 'react';
import { type ActionFunctionArgs, data, Link, useActionData } from 'react-router';
import {
  FORGOT_PASSWORD_SENT_MESSAGE,
  type ForgotPasswordRequest,
  forgotPasswordRequestSchema,
} from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { EmailField } from '#web/components/form/email-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { MailCheck, Send } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useForgotPassword } from '#web/features/auth/api/use-password-reset.ts';
import { AuthCard, inlineLinkClass } from '#web/features/auth/components/auth-card.tsx';
import { FormAlert } from '#web/features/auth/components/form-alert.tsx';
import {
  asFieldErrors,
  type FormPostResult,
  fieldErrorsOf,
  postedFields,
} from '#web/features/auth/form-post.ts';
import { errorMessage, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';

/**
 * The request posted before the page's scripts ran (docs/decisions/0023-auth-forms-before-javascript.md):
 * the same answer as the API's, whether or not the address has an account.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const values = postedFields(await request.formData(), ['email']);
  const again = { email: values.email ?? '' };
  const parsed = forgotPasswordRequestSchema.safeParse(values);
  if (!parsed.success) {
    return data<FormPostResult>({ fieldErrors: fieldErrorsOf(parsed.error), values: again }, { status: 400 });
  }
  const outcome = await context.actions.forgotPassword(parsed.data);
  if (!outcome.ok) {
    const { code, message } = outcome.refusal;
    return data<FormPostResult>({ refusal: { code, message }, values: again }, { status: 400 });
  }
  return data<FormPostResult>({ done: FORGOT_PASSWORD_SENT_MESSAGE, values: again });
}

/** /forgot-password ('Esqueci minha senha'): asks for the address the reset link goes to. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const posted = useActionData<FormPostResult>();
  const [sent, setSent] = useState<string | null>(posted?.done ?? null);
  // Shown in the form only: a toast would repeat it.
  const [failure, setFailure] = useState<string | null>(posted?.refusal?.message ?? null);
  const form = useZodForm(forgotPasswordRequestSchema, {
    defaultValues: { email: posted?.values.email ?? '' },
    errors: asFieldErrors(posted?.fieldErrors),
  });

  const onSubmit = async (values: ForgotPasswordRequest) => {
    setFailure(null);
    setSent(null);
    try {
      const result = await forgot.mutateAsync(values);
      setSent(result.message);
    } catch (error) {
      setFailure(errorMessage(error, UNEXPECTED_ERROR_MESSAGE));
    }
  };

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
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
        description="Receba por e-mail um link para criar uma nova senha na Yod Arena."
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
      <Form form={form} onSubmit={onSubmit} postsWithoutScript className="flex flex-col gap-4">
        <EmailField required defaultValue={posted?.values.email} />
        <Button
          type="submit"
          size="lg"
          isLoading={forgot.isPending}
          submitsWithoutScript
          className="mt-2 w-full"
        >
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
