import { SETUP_FAILED } from '#domain/messages/admin.ts';
import { CircleCheck, CircleX, UserCog } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useSetupAdmins } from '#web/features/admin/api/use-setup-admins.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

/** Grants admin to the addresses configured on the server (ADMIN_EMAILS) and to nobody else. */
export function SetupAdminsCard() {
  const setup = useSetupAdmins();
  const onRun = () =>
    setup.mutate(undefined, {
      onSuccess: ({ configured, total }) =>
        toast.success(`Configuração de administradores concluída (${configured} de ${total} configurados)`),
      onError: (error) =>
        toast.error(SETUP_FAILED.title, { description: errorMessage(error, SETUP_FAILED.message) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCog className="size-5 text-amber-400" aria-hidden="true" />
          Configuração de administradores
        </CardTitle>
        <CardDescription>
          Concede a função de administrador às contas dos e-mails configurados no servidor. Nenhum outro
          e-mail recebe a função por aqui.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button variant="secondary" className="self-start" onClick={onRun} isLoading={setup.isPending}>
          Configurar admins
        </Button>
        {setup.data ? (
          <ul className="flex flex-col gap-2" aria-label="Resultado da configuração">
            {setup.data.results.length === 0 ? (
              <li className="text-sm text-zinc-300">Nenhum e-mail configurado no servidor.</li>
            ) : null}
            {setup.data.results.map((result) => (
              <li key={result.email} className="flex flex-wrap items-center gap-2 text-sm">
                {result.status === 'Configurado' ? (
                  <CircleCheck className="size-4 text-emerald-400" aria-hidden="true" />
                ) : (
                  <CircleX className="size-4 text-red-400" aria-hidden="true" />
                )}
                <span className="font-medium text-zinc-100">{result.email}</span>
                <span className={result.status === 'Configurado' ? 'text-emerald-300' : 'text-red-300'}>
                  {result.status}
                  {result.reason ? `: ${result.reason}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
