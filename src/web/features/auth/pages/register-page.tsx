import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { SIGNUP_FAILED, SIGNUP_PASSWORD_MISMATCH, SIGNUP_PASSWORD_SHORT } from '#domain/messages/auth.ts';
import { REGISTER_DONE_MESSAGE, type RegisterRequest, registerRequestSchema } from '#domain/schemas/auth.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { EmailField } from '#web/components/form/email-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { PixKeyField } from '#web/components/form/pix-key-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { UserPlus } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, isApiError, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useRegister } from '../api/use-register.ts';
import { AuthCard, inlineLinkClass } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { TermsCheckbox } from '../components/terms-checkbox.tsx';

type RegisterForm = z.input<typeof registerRequestSchema>;

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

// Each submission closes the error toasts of the one before (<Form>), so they never stack up.
const showError = (description: string) => toast.error(SIGNUP_FAILED.title, { description });

export function RegisterPage() {
  const navigate = useNavigate();
  const registerUser = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(registerRequestSchema, {
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      pixKey: '',
      acceptTerms: false,
    },
  });

  const onSubmit = (values: RegisterRequest) => {
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
        showError(message);
        const field = isApiError(error) ? fieldOfCode[error.code] : undefined;
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        else setServerError(message);
      },
    });
  };
  const onInvalid = (invalid: FieldErrors<RegisterForm>) => {
    const message = toastedPasswordError(invalid);
    if (message) showError(message);
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
      <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} className="flex flex-col gap-4">
        <TextField
          name="username"
          label="Nome de lutador"
          autoComplete="username"
          spellCheck={false}
          required
        />
        <EmailField required />
        <PasswordField autoComplete="new-password" required description="Pelo menos 6 caracteres." />
        <PasswordField name="confirmPassword" label="Confirmar senha" autoComplete="new-password" required />
        <PixKeyField
          required
          description="Sua chave PIX pode ser CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória. Ela é necessária para receber prêmios em dinheiro."
        />
        <TermsCheckbox name="acceptTerms" />
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
      </Form>
    </AuthCard>
  );
}

export default RegisterPage;
