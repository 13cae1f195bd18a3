import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_LOGIN_MISSING_FIELDS, ADMIN_LOGIN_NOT_AUTHORIZED } from '#domain/messages/admin.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { LogIn, ShieldCheck } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { clearingErrorToasts, toast } from '#web/lib/toast.ts';
import { useLogin } from '#web/shared/session/use-login.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { VerifyingNotice } from '#web/shared/session/verifying-notice.tsx';

const LOGIN_TOAST_ID = 'admin-login';

import { adminRedirectTarget, isStaff } from '../access.ts';

/** /admin/login: staff sign in here and return to where the guard stopped them. */
export function AdminLoginPage() {
  const [searchParams] = useSearchParams();
  const target = adminRedirectTarget(searchParams.get('from'));
  const navigate = useNavigate();
  const { me, isLoading } = useMe();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  // mutateAsync: a successful login re-renders this page (staff are redirected below), and
  // TanStack Query would skip mutate's own callbacks once the observer is gone.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      toast.error('Erro de validação', {
        id: LOGIN_TOAST_ID,
        description: ADMIN_LOGIN_MISSING_FIELDS.message,
      });
      return;
    }
    setSubmitted(true);
    try {
      const { user } = await login.mutateAsync({ email: email.trim().toLowerCase(), password });
      if (!isStaff(user.role)) {
        toast.error('Acesso não autorizado', {
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
      toast.error('Login falhou', { id: LOGIN_TOAST_ID, description: errorMessage(error) });
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
          <CardTitle className="text-2xl">Área Administrativa</CardTitle>
          <CardDescription>Entre com uma conta de administrador ou moderador.</CardDescription>
        </CardHeader>
        <CardContent>
          {me && !isStaff(me.role) ? (
            <p className="mb-4 rounded-lg border border-amber-800 bg-amber-950/50 p-3 text-sm text-amber-200">
              Você está conectado como {me.username}, sem permissões administrativas. Entre com outra conta.
            </p>
          ) : null}
          <form onSubmit={clearingErrorToasts(onSubmit)} noValidate className="flex flex-col gap-4">
            <Field
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Field
              label="Senha"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
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
          </form>
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
