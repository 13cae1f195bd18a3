import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_FAILED, RESEND_RATE_LIMITED } from '#domain/messages/auth.ts';
import { safeRedirectPath } from '#domain/redirect-target.ts';
import { type LoginRequest, loginRequestSchema } from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { EmailField } from '#web/components/form/email-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { LogIn, MailCheck } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, isApiError, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useLogin } from '#web/shared/session/use-login.ts';
import { VerifyingNotice } from '#web/shared/session/verifying-notice.tsx';
import { useResendVerification } from '../api/use-resend-verification.ts';
import { AuthCard, inlineLinkClass } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';

const LOGIN_TOAST_ID = 'login';

interface LoginFailure {
  code: string;
  message: string;
  /** The address that failed, for 'Reenviar email de confirmação'. */
  email: string;
}

function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          toast.success('Email de confirmação reenviado!', {
            description: 'Verifique sua caixa de entrada.',
          }),
        onError: (error) => toast.error(RESEND_RATE_LIMITED.title, { description: errorMessage(error) }),
      },
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={onClick}
      isLoading={resend.isPending}
      className="self-start"
    >
      {resend.isPending ? null : <MailCheck className="size-4" aria-hidden="true" />}
      Reenviar email de confirmação
    </Button>
  );
}

export const VERIFICATION_FAILED_MESSAGE =
  'Não foi possível confirmar seu email: o link é inválido ou expirou. Entre com seu email e senha para receber um novo link.';

/**
 * The confirmation link lands on '/login?verified=1'; when the token is bad, better-auth appends
 * '&error=CODE' to that same address, so the error wins over the success flag.
 */
function verificationState(params: URLSearchParams): 'confirmed' | 'failed' | null {
  if (params.get('verified') !== '1') return null;
  return params.has('error') ? 'failed' : 'confirmed';
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const verification = verificationState(searchParams);
  const navigate = useNavigate();
  const login = useLogin();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const form = useZodForm(loginRequestSchema, { defaultValues: { email: '', password: '' } });

  // mutateAsync: a successful login makes the route guard unmount this page at once, and
  // TanStack Query would then skip mutate's own callbacks (toast, redirect).
  const onSubmit = async (values: LoginRequest) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const message = errorMessage(error, UNEXPECTED_ERROR_MESSAGE);
      toast.error(LOGIN_FAILED.title, { id: LOGIN_TOAST_ID, description: message });
      setFailure({ code: isApiError(error) ? error.code : 'UNKNOWN', message, email: values.email });
      return;
    }
    // A failed attempt's toast must not linger beside the success.
    toast.dismiss(LOGIN_TOAST_ID);
    toast.success('Login realizado com sucesso!', { description: 'Bem-vindo de volta à arena!' });
    await navigate(safeRedirectPath(searchParams.get('from')), { replace: true });
  };

  return (
    <AuthCard
      title="Entrar na Arena"
      subtitle="Use seu email e senha para votar e participar das batalhas."
      footer={
        <>
          Ainda não tem conta?{' '}
          <Link to="/register" className={inlineLinkClass}>
            Cadastre-se
          </Link>
        </>
      }
    >
      <PageMeta
        title="Entrar"
        description="Entre na Yod Arena para votar nos seus lutadores favoritos com YodCoins."
        path="/login"
      />
      {verification === 'confirmed' ? (
        <FormAlert tone="success" className="mb-4">
          <p>Email confirmado! Agora você pode entrar.</p>
        </FormAlert>
      ) : null}
      {verification === 'failed' ? (
        <FormAlert tone="error" className="mb-4">
          <p>{VERIFICATION_FAILED_MESSAGE}</p>
        </FormAlert>
      ) : null}
      {failure ? (
        <FormAlert tone="error" className="mb-4">
          <p>{failure.message}</p>
          {failure.code === 'LOGIN_EMAIL_NOT_VERIFIED' ? <ResendVerification email={failure.email} /> : null}
        </FormAlert>
      ) : null}
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField required />
        <PasswordField autoComplete="current-password" required />
        <Link to="/forgot-password" className={`${inlineLinkClass} -mt-1 self-end py-2 text-sm`}>
          Esqueci minha senha
        </Link>
        {login.verifying ? <VerifyingNotice /> : null}
        <Button type="submit" size="lg" isLoading={login.isPending} className="mt-2 w-full">
          {login.isPending ? (
            login.verifying ? (
              'Verificando…'
            ) : (
              'Entrando...'
            )
          ) : (
            <>
              <LogIn className="size-5" aria-hidden="true" />
              Entrar
            </>
          )}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default LoginPage;
