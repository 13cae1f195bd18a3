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
import type { z } from 'zod';
import { safeRedirectPath } from '#domain/pages/redirect-target.ts';
import { type RegisterRequest, registerRequestSchema } from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { EmailField } from '#web/components/form/email-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { PixKeyField } from '#web/components/form/pix-key-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { UserPlus } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useRegister } from '#web/features/auth/api/use-register.ts';
import { AuthCard, inlineLinkClass } from '#web/features/auth/components/auth-card.tsx';
import { ErrorSummary, type SummaryItem } from '#web/features/auth/components/error-summary.tsx';
import { FormAlert } from '#web/features/auth/components/form-alert.tsx';
import { TermsCheckbox } from '#web/features/auth/components/terms-checkbox.tsx';
import {
  asFieldErrors,
  type FormPostResult,
  fieldErrorsOf,
  postedFields,
} from '#web/features/auth/form-post.ts';
import { errorMessage, isApiError, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { authPath } from '#web/shared/session/auth-links.ts';

type RegisterForm = z.input<typeof registerRequestSchema>;
type RegisterField = Exclude<keyof RegisterForm, 'from'>;

/** The fields in the form's order, with the ids and labels the error summary links and names. */
const FIELDS: readonly { name: RegisterField; id: string; label: string }[] = [
  { name: 'username', id: 'cadastro-nome', label: 'Nome de lutador' },
  { name: 'email', id: 'cadastro-email', label: 'E-mail' },
  { name: 'password', id: 'cadastro-senha', label: 'Senha' },
  { name: 'confirmPassword', id: 'cadastro-confirmar-senha', label: 'Confirmar senha' },
  { name: 'pixKey', id: 'cadastro-pix', label: 'Chave PIX' },
  { name: 'acceptTerms', id: 'cadastro-termos', label: 'Termos de Uso' },
];
const idOf = (name: RegisterField) => FIELDS.find((f) => f.name === name)?.id ?? name;

/** Server codes that belong to one field, so the message lands next to what must change. */
const fieldOfCode: Partial<Record<string, RegisterField>> = {
  SIGNUP_USERNAME_TAKEN: 'username',
  SIGNUP_PASSWORD_SHORT: 'password',
  SIGNUP_PASSWORD_MISMATCH: 'confirmPassword',
  PIX_KEY_INVALID: 'pixKey',
};

/**
 * Where a sign-up goes: the sign-in page, saying to confirm the address, with the page the fan came
 * from (the confirmation e-mail's link brings them back to it as well).
 */
function signedUpPath(from: string | null): string {
  const target = from ? safeRedirectPath(from, '') : '';
  const params = new URLSearchParams({ cadastro: '1' });
  if (target) params.set('from', target);
  return `/login?${params.toString()}`;
}

/**
 * The sign-up posted before the page's scripts ran (docs/decisions/0023-auth-forms-before-javascript.md):
 * the API's schema and service, then the sign-in page, or the form again with every message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = postedFields(form, ['username', 'email', 'password', 'confirmPassword', 'pixKey']);
  const from = new URL(request.url).searchParams.get('from');
  const acceptTerms = form.get('acceptTerms') !== null;
  const again = {
    username: values.username ?? '',
    email: values.email ?? '',
    pixKey: values.pixKey ?? '',
    acceptTerms: acceptTerms ? 'on' : '',
  };
  const parsed = registerRequestSchema.safeParse({ ...values, acceptTerms, ...(from ? { from } : {}) });
  if (!parsed.success) {
    return data<FormPostResult>({ fieldErrors: fieldErrorsOf(parsed.error), values: again }, { status: 400 });
  }
  const outcome = await context.actions.register(parsed.data);
  if (!outcome.ok) {
    const { code, message } = outcome.refusal;
    const field = fieldOfCode[code];
    const answer: FormPostResult = field
      ? { fieldErrors: { [field]: message }, values: again }
      : { refusal: { code, message }, values: again };
    return data(answer, { status: 400 });
  }
  return redirect(signedUpPath(from));
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const from = searchParams.get('from');
  const registerUser = useRegister();
  const posted = useActionData<FormPostResult>();
  const [serverError, setServerError] = useState<string | null>(posted?.refusal?.message ?? null);
  const form = useZodForm(registerRequestSchema, {
    defaultValues: {
      username: posted?.values.username ?? '',
      email: posted?.values.email ?? '',
      password: '',
      confirmPassword: '',
      pixKey: posted?.values.pixKey ?? '',
      acceptTerms: posted?.values.acceptTerms === 'on',
    },
    errors: asFieldErrors(posted?.fieldErrors),
  });
  const { errors, isSubmitted } = form.formState;
  // Every wrong field at once, after a submission (or a post before the scripts ran).
  const summary: SummaryItem[] =
    isSubmitted || posted?.fieldErrors
      ? FIELDS.flatMap(({ name, id, label }) => {
          const message = errors[name]?.message;
          return typeof message === 'string' ? [{ id, label, message }] : [];
        })
      : [];

  const onSubmit = (values: RegisterRequest) => {
    setServerError(null);
    const target = from ? safeRedirectPath(from, '') : '';
    registerUser.mutate(target ? { ...values, from: target } : values, {
      // The sign-in page says it (and what to do next) in place of a toast.
      onSuccess: () => navigate(signedUpPath(from)),
      onError: (error) => {
        const message = errorMessage(error, UNEXPECTED_ERROR_MESSAGE);
        const field = isApiError(error) ? fieldOfCode[error.code] : undefined;
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        else setServerError(message);
      },
    });
  };

  return (
    <AuthCard
      title="Criar conta"
      subtitle="Cadastre-se para receber YodCoins e votar nos seus lutadores favoritos."
      footer={
        <>
          Já tem uma conta?{' '}
          <Link to={authPath('/login', from ? safeRedirectPath(from) : null)} className={inlineLinkClass}>
            Entrar
          </Link>
        </>
      }
    >
      <PageMeta
        title="Cadastro"
        description="Crie sua conta na Yod Arena e vote nas batalhas virtuais de Muaythai."
        path="/register"
      />
      <ErrorSummary items={summary} />
      {serverError ? (
        <FormAlert tone="error" className="mb-4">
          <p>{serverError}</p>
        </FormAlert>
      ) : null}
      <Form form={form} onSubmit={onSubmit} postsWithoutScript className="flex flex-col gap-4">
        <TextField
          name="username"
          id={idOf('username')}
          label="Nome de lutador"
          autoComplete="username"
          spellCheck={false}
          required
          defaultValue={posted?.values.username}
        />
        <EmailField id={idOf('email')} required defaultValue={posted?.values.email} />
        <PasswordField
          id={idOf('password')}
          autoComplete="new-password"
          required
          description="Pelo menos 6 caracteres."
        />
        <PasswordField
          name="confirmPassword"
          id={idOf('confirmPassword')}
          label="Confirmar senha"
          autoComplete="new-password"
          required
        />
        <PixKeyField
          id={idOf('pixKey')}
          required
          defaultValue={posted?.values.pixKey}
          description="Sua chave PIX pode ser CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória. Ela é necessária para receber prêmios em dinheiro."
        />
        <TermsCheckbox name="acceptTerms" id={idOf('acceptTerms')} />
        <Button
          type="submit"
          size="lg"
          isLoading={registerUser.isPending}
          submitsWithoutScript
          className="mt-2 w-full"
        >
          {registerUser.isPending ? (
            'Cadastrando...'
          ) : (
            <>
              <UserPlus className="size-5" aria-hidden="true" />
              Cadastrar
            </>
          )}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default RegisterPage;
