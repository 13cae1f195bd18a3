import { type ReactNode, useState } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Link,
  redirect,
  useActionData,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { CONFIRM_LINK_INVALID } from '#domain/messages/auth.ts';
import type { PageActionOutcome } from '#domain/pages/page-data.ts';
import { safeRedirectPath } from '#domain/pages/redirect-target.ts';
import {
  type ClaimSignUpRequest,
  type ConfirmEmailRequest,
  claimSignUpRequestSchema,
  confirmEmailRequestSchema,
} from '#domain/schemas/signup-confirmation.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { KeyRound, MailCheck } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useClaimSignUp, useConfirmEmail } from '#web/features/auth/api/use-confirm-sign-up.ts';
import { AuthCard, inlineLinkClass } from '#web/features/auth/components/auth-card.tsx';
import { FormAlert } from '#web/features/auth/components/form-alert.tsx';
import {
  asFieldErrors,
  type FormPostResult,
  fieldErrorsOf,
  postedFields,
} from '#web/features/auth/form-post.ts';
import { showSignInWelcome } from '#web/features/auth/sign-in-welcome.ts';
import { errorMessage, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { useLogin } from '#web/shared/session/use-login.ts';

/*
 * /confirm-email?token=…: the link of the confirmation e-mail. Opening it confirms nothing
 * (docs/decisions/0017-accounts-under-attack.md): whoever signed up confirms with the password they
 * chose; the mailbox's owner who did not (or forgot it) sets their own with `?definir=1`, and the
 * sign-up's fighter name and PIX key go. Either way the page then signs in with that password.
 */

/** Where a confirmed account signs in when the page could not do it (the sign-in page says it is confirmed). */
function confirmedLoginPath(from: string | null): string {
  const params = new URLSearchParams({ verified: '1' });
  const target = from ? safeRedirectPath(from, '') : '';
  if (target) params.set('from', target);
  return `/login?${params.toString()}`;
}

/** The same page in the other mode, keeping the token and the way back. */
function modePath(params: URLSearchParams, claiming: boolean): string {
  const next = new URLSearchParams(params);
  if (claiming) next.set('definir', '1');
  else next.delete('definir');
  return `/confirm-email?${next.toString()}`;
}

/**
 * Either form posted before the page's scripts ran (docs/decisions/0023-auth-forms-before-javascript.md):
 * the API's schema and service, then a sign-in with the same password and the page the fan came
 * from, or the form again with the message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get('from');
  const form = await request.formData();
  const refused = (fieldErrors: Record<string, string>) =>
    data<FormPostResult>({ fieldErrors, values: {} }, { status: 400 });
  let password: string;
  let outcome: PageActionOutcome<{ email: string }>;
  if (url.searchParams.get('definir') === '1') {
    const parsed = claimSignUpRequestSchema.safeParse(
      postedFields(form, ['token', 'password', 'confirmPassword']),
    );
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error));
    password = parsed.data.password;
    outcome = await context.actions.claimSignUp(parsed.data);
  } else {
    const parsed = confirmEmailRequestSchema.safeParse(postedFields(form, ['token', 'password']));
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error));
    password = parsed.data.password;
    outcome = await context.actions.confirmEmail(parsed.data);
  }
  if (!outcome.ok) {
    const { code, message } = outcome.refusal;
    return data<FormPostResult>({ refusal: { code, message }, values: {} }, { status: 400 });
  }
  const signedIn = await context.actions.login({ email: outcome.value.email, password });
  if (!signedIn.ok) return redirect(confirmedLoginPath(from));
  const headers = new Headers();
  for (const cookie of signedIn.value.setCookie) headers.append('Set-Cookie', cookie);
  return redirect(safeRedirectPath(from), { headers });
}

export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const from = searchParams.get('from');
  const claiming = searchParams.get('definir') === '1';
  const posted = useActionData<FormPostResult>();
  const navigate = useNavigate();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(() =>
    token ? (posted?.refusal?.message ?? null) : CONFIRM_LINK_INVALID.message,
  );

  /** After either form: the sign-in with the password just typed, then the page the fan came from. */
  const signIn = async (email: string, password: string) => {
    try {
      const { welcome, user } = await login.mutateAsync({ email, password });
      showSignInWelcome(welcome, user);
      await navigate(safeRedirectPath(from), { replace: true });
    } catch {
      // Confirmed all the same: the sign-in page says so and shows its own refusal.
      await navigate(confirmedLoginPath(from), { replace: true });
    }
  };
  const props = { token, posted, onFailure: setFailure, signIn, busy: login.isPending };

  return (
    <AuthCard
      title={claiming ? 'Defina sua senha' : 'Confirme seu e-mail'}
      subtitle={
        claiming
          ? 'Não foi você quem se cadastrou, ou esqueceu a senha? Escolha uma senha sua e a conta passa a ser sua.'
          : 'Para confirmar, digite a senha que você criou no cadastro.'
      }
      footer={
        claiming ? (
          <>
            Foi você quem se cadastrou e lembra a senha?{' '}
            <Link to={modePath(searchParams, false)} className={inlineLinkClass} replace>
              Confirmar com a senha do cadastro
            </Link>
          </>
        ) : (
          <>
            Não foi você quem se cadastrou, ou esqueceu a senha?{' '}
            <Link to={modePath(searchParams, true)} className={inlineLinkClass} replace>
              Não fui eu: definir minha senha
            </Link>
          </>
        )
      }
    >
      <PageMeta
        title={claiming ? 'Defina sua senha' : 'Confirme seu e-mail'}
        description="Confirme o e-mail da sua conta na Yod Arena."
        path="/confirm-email"
      />
      {failure ? (
        <FormAlert tone="error" className="mb-4">
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      {claiming ? <ClaimForm {...props} /> : <ConfirmForm {...props} />}
    </AuthCard>
  );
}

interface ModeFormProps {
  token: string;
  posted: FormPostResult | undefined;
  onFailure: (message: string | null) => void;
  signIn: (email: string, password: string) => Promise<void>;
  busy: boolean;
}

/** Either form's confirmation, then the sign-in with the password it took; a refusal shows above the form. */
async function confirmThenSignIn(
  confirm: () => Promise<{ email: string }>,
  password: string,
  { onFailure, signIn }: Pick<ModeFormProps, 'onFailure' | 'signIn'>,
) {
  onFailure(null);
  let email: string;
  try {
    ({ email } = await confirm());
  } catch (error) {
    onFailure(errorMessage(error, UNEXPECTED_ERROR_MESSAGE));
    return;
  }
  await signIn(email, password);
}

function ConfirmForm({ token, posted, onFailure, signIn, busy }: ModeFormProps) {
  const confirm = useConfirmEmail();
  const form = useZodForm(confirmEmailRequestSchema, {
    defaultValues: { token, password: '' },
    errors: asFieldErrors(posted?.fieldErrors),
  });
  const onSubmit = async (values: ConfirmEmailRequest) => {
    await confirmThenSignIn(() => confirm.mutateAsync(values), values.password, { onFailure, signIn });
  };
  const pending = confirm.isPending || busy;
  return (
    <Form form={form} onSubmit={onSubmit} postsWithoutScript className="flex flex-col gap-4">
      <input type="hidden" defaultValue={token} {...form.register('token')} />
      <PasswordField label="Senha do cadastro" autoComplete="current-password" required />
      <SubmitButton pending={pending} disabled={!token} pendingLabel="Confirmando...">
        <MailCheck className="size-5" aria-hidden="true" />
        Confirmar e entrar
      </SubmitButton>
    </Form>
  );
}

/** Both forms' submit: posts before the scripts run too, and says what it is doing meanwhile. */
function SubmitButton({
  pending,
  disabled,
  pendingLabel,
  children,
}: {
  pending: boolean;
  disabled: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      isLoading={pending}
      submitsWithoutScript
      disabled={disabled}
      className="mt-2 w-full"
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}

function ClaimForm({ token, posted, onFailure, signIn, busy }: ModeFormProps) {
  const claim = useClaimSignUp();
  const form = useZodForm(claimSignUpRequestSchema, {
    defaultValues: { token, password: '', confirmPassword: '' },
    errors: asFieldErrors(posted?.fieldErrors),
  });
  const onSubmit = async (values: ClaimSignUpRequest) => {
    await confirmThenSignIn(() => claim.mutateAsync(values), values.password, { onFailure, signIn });
  };
  const pending = claim.isPending || busy;
  return (
    <Form form={form} onSubmit={onSubmit} postsWithoutScript className="flex flex-col gap-4">
      <p className="text-sm text-zinc-300">
        O nome de lutador e a chave PIX informados no cadastro serão apagados. Depois de entrar, você escolhe
        os seus no perfil.
      </p>
      <input type="hidden" defaultValue={token} {...form.register('token')} />
      <PasswordField label="Nova senha" autoComplete="new-password" required />
      <PasswordField
        name="confirmPassword"
        label="Confirmar nova senha"
        autoComplete="new-password"
        required
      />
      <SubmitButton pending={pending} disabled={!token} pendingLabel="Salvando...">
        <KeyRound className="size-5" aria-hidden="true" />
        Definir senha e entrar
      </SubmitButton>
    </Form>
  );
}

export default ConfirmEmailPage;
