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
import { RESEND_RATE_LIMITED } from '#domain/messages/auth.ts';
import { safeRedirectPath } from '#domain/pages/redirect-target.ts';
import {
  type LoginRequest,
  loginRequestSchema,
  REGISTER_DONE_MESSAGE,
  RESET_PASSWORD_DONE_MESSAGE,
} from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { EmailField } from '#web/components/form/email-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { LogIn, MailCheck } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useResendVerification } from '#web/features/auth/api/use-resend-verification.ts';
import { AuthCard, inlineLinkClass } from '#web/features/auth/components/auth-card.tsx';
import { FormAlert } from '#web/features/auth/components/form-alert.tsx';
import {
  asFieldErrors,
  type FormPostResult,
  fieldErrorsOf,
  postedFields,
} from '#web/features/auth/form-post.ts';
import { showSignInWelcome } from '#web/features/auth/sign-in-welcome.ts';
import { errorMessage, isApiError, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { authPath } from '#web/shared/session/auth-links.ts';
import { useLogin } from '#web/shared/session/use-login.ts';
import { VerifyingNotice } from '#web/shared/session/verifying-notice.tsx';

/**
 * Without scripts the browser cannot do the proof of work an account under attack asks of a new
 * network (docs/decisions/0017-accounts-under-attack.md): the form says so instead of looping.
 */
export const CHALLENGE_NEEDS_SCRIPT_MESSAGE =
  'Houve muitas tentativas de login nesta conta, então o navegador precisa fazer uma verificação automática antes de entrar, e ela precisa do JavaScript. Ative o JavaScript e tente de novo, ou entre de uma rede em que você já entrou.';

/**
 * The sign-in posted before the page's scripts ran (docs/decisions/0023-auth-forms-before-javascript.md):
 * the API's checks and answer through the server's page actions, then the session's cookie and
 * the page the fan came from, or the form again with the message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const values = postedFields(await request.formData(), ['email', 'password']);
  const again = { email: values.email ?? '' };
  const parsed = loginRequestSchema.safeParse(values);
  if (!parsed.success) {
    return data<FormPostResult>({ fieldErrors: fieldErrorsOf(parsed.error), values: again }, { status: 400 });
  }
  const outcome = await context.actions.login(parsed.data);
  if (!outcome.ok) {
    const { code } = outcome.refusal;
    const message =
      code === 'LOGIN_CHALLENGE_REQUIRED' ? CHALLENGE_NEEDS_SCRIPT_MESSAGE : outcome.refusal.message;
    return data<FormPostResult>({ refusal: { code, message }, values: again }, { status: 400 });
  }
  const headers = new Headers();
  for (const cookie of outcome.value.setCookie) headers.append('Set-Cookie', cookie);
  return redirect(safeRedirectPath(new URL(request.url).searchParams.get('from')), { headers });
}

interface LoginFailure {
  code: string;
  message: string;
  /** The address that failed, for 'Reenviar email de confirmação'. */
  email: string;
}

function ResendVerification({ email, from }: { email: string; from: string | null }) {
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(
      { email, ...(from ? { from } : {}) },
      {
        onSuccess: () =>
          toast.success('E-mail de confirmação reenviado!', {
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
      Reenviar e-mail de confirmação
    </Button>
  );
}

export const VERIFICATION_FAILED_MESSAGE =
  'Não foi possível confirmar seu e-mail: o link é inválido ou expirou. Entre com seu e-mail e senha para receber um novo link.';

/**
 * '/login?verified=1' (with the `from` of the sign-up) says the address is confirmed: the
 * confirmation page sends the fan here when it could not sign them in itself. An '&error=CODE'
 * (better-auth's answer to a bad token, on addresses its link redirected to before the
 * confirmation page existed) wins over the success flag.
 */
function verificationState(params: URLSearchParams): 'confirmed' | 'failed' | null {
  if (params.get('verified') !== '1') return null;
  return params.has('error') ? 'failed' : 'confirmed';
}

/** The sign-up sends the fan here with `?cadastro=1`: the address must be confirmed first. */
function signedUp(params: URLSearchParams): boolean {
  return params.get('cadastro') === '1';
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const verification = verificationState(searchParams);
  const from = searchParams.get('from');
  const navigate = useNavigate();
  const login = useLogin();
  const posted = useActionData<FormPostResult>();
  const [failure, setFailure] = useState<LoginFailure | null>(() =>
    posted?.refusal ? { ...posted.refusal, email: posted.values.email ?? '' } : null,
  );
  const form = useZodForm(loginRequestSchema, {
    defaultValues: { email: posted?.values.email ?? '', password: '' },
    errors: asFieldErrors(posted?.fieldErrors),
  });

  // mutateAsync: a successful login makes the route guard unmount this page at once, and
  // TanStack Query would then skip mutate's own callbacks (toast, redirect). A refusal shows in the
  // form only: a toast would say the same thing twice.
  const onSubmit = async (values: LoginRequest) => {
    setFailure(null);
    let welcome: Awaited<ReturnType<typeof login.mutateAsync>>['welcome'];
    let user: Awaited<ReturnType<typeof login.mutateAsync>>['user'];
    try {
      ({ welcome, user } = await login.mutateAsync(values));
    } catch (error) {
      const message = errorMessage(error, UNEXPECTED_ERROR_MESSAGE);
      setFailure({ code: isApiError(error) ? error.code : 'UNKNOWN', message, email: values.email });
      return;
    }
    showSignInWelcome(welcome, user);
    await navigate(safeRedirectPath(from), { replace: true });
  };

  return (
    <AuthCard
      title="Entrar na Arena"
      subtitle="Use seu e-mail e senha para votar e participar das batalhas."
      footer={
        <>
          Ainda não tem conta?{' '}
          <Link to={authPath('/register', from ? safeRedirectPath(from) : null)} className={inlineLinkClass}>
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
      {signedUp(searchParams) && !verification ? (
        <FormAlert tone="success" className="mb-4">
          <p className="font-semibold">Cadastro realizado com sucesso!</p>
          <p>{REGISTER_DONE_MESSAGE} O link traz você de volta para cá.</p>
        </FormAlert>
      ) : null}
      {searchParams.get('senha') === 'redefinida' ? (
        <FormAlert tone="success" className="mb-4">
          <p>{RESET_PASSWORD_DONE_MESSAGE}</p>
        </FormAlert>
      ) : null}
      {verification === 'confirmed' ? (
        <FormAlert tone="success" className="mb-4">
          <p>E-mail confirmado! Agora você pode entrar.</p>
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
          {failure.code === 'LOGIN_EMAIL_NOT_VERIFIED' ? (
            <ResendVerification email={failure.email} from={from} />
          ) : null}
        </FormAlert>
      ) : null}
      <Form form={form} onSubmit={onSubmit} postsWithoutScript className="flex flex-col gap-4">
        <EmailField required defaultValue={posted?.values.email} />
        <PasswordField autoComplete="current-password" required />
        <Link to="/forgot-password" className={`${inlineLinkClass} -mt-1 self-end py-2 text-sm`}>
          Esqueci minha senha
        </Link>
        {login.verifying ? <VerifyingNotice /> : null}
        <Button
          type="submit"
          size="lg"
          isLoading={login.isPending}
          submitsWithoutScript
          className="mt-2 w-full"
        >
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
