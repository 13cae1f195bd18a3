import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ADMIN_LOGIN_MISSING_FIELDS, ADMIN_LOGIN_NOT_AUTHORIZED } from '#domain/messages/admin.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { EmailField } from '#web/components/form/email-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { LogIn, ShieldCheck } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { adminRedirectTarget, isStaff } from '#web/features/admin/access.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useLogin } from '#web/shared/session/use-login.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { VerifyingNotice } from '#web/shared/session/verifying-notice.tsx';

const LOGIN_TOAST_ID = 'admin-login';

/**
 * Both fields filled: the address trimmed and lower-cased, as the sign-in stores it. A blank one
 * is said in a toast ('Por favor, preencha email e senha'), not under the fields.
 */
const adminLoginSchema = z
  .object({ email: z.string().trim().toLowerCase(), password: z.string() })
  .refine((v) => v.email !== '' && v.password !== '', {
    message: ADMIN_LOGIN_MISSING_FIELDS.message,
    path: ['root'],
  });

/** /admin/login: staff sign in here and return to where the guard stopped them. */
export function AdminLoginPage() {
  const [searchParams] = useSearchParams();
  const target = adminRedirectTarget(searchParams.get('from'));
  const navigate = useNavigate();
  const { me, isLoading } = useMe();
  const login = useLogin();
  const [submitted, setSubmitted] = useState(false);
  const form = useZodForm(adminLoginSchema, { defaultValues: { email: '', password: '' } });

  const onInvalid = () =>
    toast.error(ADMIN_LOGIN_MISSING_FIELDS.title, {
      id: LOGIN_TOAST_ID,
      description: ADMIN_LOGIN_MISSING_FIELDS.message,
    });
  // mutateAsync: a successful login re-renders this page (staff are redirected below), and
  // TanStack Query would skip mutate's own callbacks once the observer is gone.
  const onSubmit = async (values: z.output<typeof adminLoginSchema>) => {
    setSubmitted(true);
    try {
      const { user } = await login.mutateAsync(values);
      if (!isStaff(user.role)) {
        toast.error(ADMIN_LOGIN_NOT_AUTHORIZED.title, {
          id: LOGIN_TOAST_ID,
          description: ADMIN_LOGIN_NOT_AUTHORIZED.message,
        });
        setSubmitted(false);
        return;
      }
      // A failed attempt's toast must not linger beside the success.
      toast.dismiss(LOGIN_TOAST_ID);
      toast.success('Login realizado com sucesso!');
      await navigate(target, { replace: true });
    } catch (error) {
      setSubmitted(false);
      toast.error('Não foi possível entrar', { id: LOGIN_TOAST_ID, description: errorMessage(error) });
    }
  };

  if (isLoading) return <PageSpinner className="min-h-dvh bg-zinc-950" />;
  // Already staff (and not in the middle of this form's own redirect): straight to the target.
  if (me && isStaff(me.role) && !submitted) return <Navigate to={target} replace />;

  return (
    <main className="grid min-h-dvh place-items-center bg-zinc-950 p-4 text-zinc-100">
      <PageMeta title="Login administrativo" description="Acesso à área administrativa da Yod Arena." />
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldCheck className="size-10 text-amber-400" aria-hidden="true" />
          <CardTitle className="text-2xl">Área administrativa</CardTitle>
          <CardDescription>Entre com uma conta de administrador ou moderador.</CardDescription>
        </CardHeader>
        <CardContent>
          {me && !isStaff(me.role) ? (
            <p className="mb-4 rounded-lg border border-amber-800 bg-amber-950/50 p-3 text-sm text-amber-200">
              Você está conectado como {me.username}, sem permissões administrativas. Entre com outra conta.
            </p>
          ) : null}
          <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} className="flex flex-col gap-4">
            <EmailField />
            <PasswordField autoComplete="current-password" />
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
          <p className="mt-6 text-center text-sm text-zinc-300">
            <Link to="/" className="underline underline-offset-4 hover:text-white">
              Voltar ao site
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}

export default AdminLoginPage;
