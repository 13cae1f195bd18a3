import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { SIGNUP_PASSWORD_MISMATCH, SIGNUP_PASSWORD_SHORT } from '#domain/messages/auth.ts';
import { REGISTER_DONE_MESSAGE, type RegisterRequest, registerRequestSchema } from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { UserPlus } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { errorMessage, isApiError, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { clearingErrorToasts, toast } from '#web/lib/toast.ts';
import { useFormErrorToasts } from '#web/lib/use-form-error-toasts.ts';
import { PixKeyHint } from '#web/shared/account/pix-key-hint.tsx';
import { useRegister } from '../api/use-register.ts';
import { AuthCard, inlineLinkClass } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { TermsCheckbox } from '../components/terms-checkbox.tsx';

type RegisterForm = z.input<typeof registerRequestSchema>;

const ERROR_TITLE = 'Erro no cadastro';

/** These two client checks are toasted as well as showing them under the fields. */
const toastedMessages: ReadonlySet<string> = new Set([
  SIGNUP_PASSWORD_MISMATCH.message,
  SIGNUP_PASSWORD_SHORT.message,
]);

/** Server codes that belong to one field, so the message lands next to what must change. */
const fieldOfCode: Partial<Record<string, keyof RegisterForm>> = {
  SIGNUP_USERNAME_TAKEN: 'username',
  SIGNUP_PASSWORD_SHORT: 'password',
  SIGNUP_PASSWORD_MISMATCH: 'confirmPassword',
};

function toastedPasswordError(errors: FieldErrors<RegisterForm>): string | undefined {
  return [errors.password?.message, errors.confirmPassword?.message].find(
    (m): m is string => typeof m === 'string' && toastedMessages.has(m),
  );
}

export function RegisterPage() {
  const navigate = useNavigate();
  const registerUser = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorToasts = useFormErrorToasts(ERROR_TITLE);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RegisterForm, unknown, RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      pixKey: '',
      acceptTerms: false,
    },
  });
  const pixKey = useWatch({ control, name: 'pixKey' }) ?? '';

  const submit = handleSubmit(
    (values) => {
      setServerError(null);
      registerUser.mutate(values, {
        onSuccess: () => {
          toast.success('Cadastro realizado com sucesso!', {
            description: REGISTER_DONE_MESSAGE,
          });
          navigate('/login');
        },
        onError: (error) => {
          const message = errorMessage(error, UNEXPECTED_ERROR_MESSAGE);
          errorToasts.show(message);
          const field = isApiError(error) ? fieldOfCode[error.code] : undefined;
          if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
          else setServerError(message);
        },
      });
    },
    (invalid) => {
      const message = toastedPasswordError(invalid);
      if (message) errorToasts.show(message);
    },
  );
  // A new submission first closes this form's earlier error toasts.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    errorToasts.dismissAll();
    return submit(event);
  };

  return (
    <AuthCard
      title="Criar conta"
      subtitle="Cadastre-se para receber YodCoins e votar nos seus lutadores favoritos."
      footer={
        <>
          Já tem uma conta?{' '}
          <Link to="/login" className={inlineLinkClass}>
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
      {serverError ? (
        <FormAlert tone="error" className="mb-4">
          <p>{serverError}</p>
        </FormAlert>
      ) : null}
      <form onSubmit={clearingErrorToasts(onSubmit)} noValidate className="flex flex-col gap-4">
        <Field
          label="Nome de lutador"
          autoComplete="username"
          spellCheck={false}
          required
          error={errors.username?.message}
          {...register('username')}
        />
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
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          required
          description="Pelo menos 6 caracteres."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar senha"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Field
          label="Chave PIX"
          autoComplete="off"
          spellCheck={false}
          required
          description="Sua chave PIX pode ser CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória. Ela é necessária para receber prêmios em dinheiro."
          error={errors.pixKey?.message}
          {...register('pixKey')}
        />
        <PixKeyHint value={pixKey} />
        <TermsCheckbox error={errors.acceptTerms?.message} {...register('acceptTerms')} />
        <Button type="submit" size="lg" isLoading={registerUser.isPending} className="mt-2 w-full">
          {registerUser.isPending ? (
            'Cadastrando...'
          ) : (
            <>
              <UserPlus className="size-5" aria-hidden="true" />
              Cadastrar
            </>
          )}
        </Button>
      </form>
    </AuthCard>
  );
}

export default RegisterPage;
