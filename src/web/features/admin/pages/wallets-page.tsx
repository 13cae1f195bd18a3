import { useState } from 'react';
import { CREDITS_FORBIDDEN_NOT_ADMIN, CREDITS_NO_USER } from '#domain/messages/wallet.ts';
import type { UserSearchResult } from '#domain/schemas/admin-battles.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { Lock } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useWalletsAccess } from '#web/features/admin/api/use-wallets-access.ts';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { UserSearchBox } from '#web/features/admin/components/user-search-box.tsx';
import { AccessErrorPanel } from '#web/features/admin/components/wallets/access-error-panel.tsx';
import { SettingsCard } from '#web/features/admin/components/wallets/settings-card.tsx';
import { SetupAdminsCard } from '#web/features/admin/components/wallets/setup-admins-card.tsx';
import { WalletPanel } from '#web/features/admin/components/wallets/wallet-panel.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

function RestrictionNotice({ masterEmail }: { masterEmail: string }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-800 bg-amber-950/40 p-3 text-sm text-amber-100">
      <Lock className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" />
      <span>
        Acesso restrito: apenas o administrador master ({masterEmail}) pode consultar e ajustar carteiras de
        YodCoins.
      </span>
    </p>
  );
}

function MasterView({ masterEmail }: { masterEmail: string }) {
  const [selected, setSelected] = useState<UserSearchResult | null>(null);
  return (
    <>
      <RestrictionNotice masterEmail={masterEmail} />
      <Card>
        <CardHeader>
          <CardTitle>Selecionar usuário</CardTitle>
        </CardHeader>
        <CardContent>
          <UserSearchBox
            label="Buscar usuário"
            debounceMs={300}
            renderAction={(user) => (
              <Button
                size="sm"
                variant={selected?.id === user.id ? 'primary' : 'secondary'}
                onClick={() => setSelected(user)}
                aria-label={`Selecionar ${user.username}`}
              >
                {selected?.id === user.id ? 'Selecionado' : 'Selecionar'}
              </Button>
            )}
          />
        </CardContent>
      </Card>
      {selected ? (
        <WalletPanel user={selected} onClear={() => setSelected(null)} />
      ) : (
        <p className="text-sm text-zinc-300">{CREDITS_NO_USER.message}</p>
      )}
      <SettingsCard />
    </>
  );
}

/**
 * /admin/wallets: only the master admin manages wallets (the server enforces it). Other admins
 * see one message saying so, with a re-check, and the admin setup behind a question.
 */
export function WalletsPage() {
  const access = useWalletsAccess();
  const recheck = async () => (await access.refetch()).data?.isMaster === true;

  return (
    <>
      <PageMeta title="YodCoins" description="Gerenciar YodCoins." />
      <PageHeader title="Gerenciar YodCoins" description="Saldos, ajustes e histórico das carteiras." />
      {access.isPending ? (
        <PageSpinner label="Verificando permissões" />
      ) : access.isError ? (
        <>
          <SetupAdminsCard />
          <AccessErrorPanel message={errorMessage(access.error)} recheck={recheck} />
        </>
      ) : access.data.isMaster ? (
        <MasterView masterEmail={access.data.masterEmail} />
      ) : access.data.isAdmin ? (
        <>
          {/* One message, not three: who may do this and what to do instead. */}
          <AccessErrorPanel
            title="Acesso restrito ao administrador master"
            message={`Só o administrador master (${access.data.masterEmail}) consulta e ajusta carteiras de YodCoins. Para um ajuste, fale com ele.`}
            recheck={recheck}
          />
          <details className="rounded-xl border border-zinc-800 p-3 text-sm text-zinc-300">
            <summary className="min-h-11 cursor-pointer content-center font-medium text-zinc-200">
              O administrador master não consegue entrar no painel?
            </summary>
            <div className="mt-3">
              <SetupAdminsCard />
            </div>
          </details>
        </>
      ) : (
        <AccessErrorPanel message={CREDITS_FORBIDDEN_NOT_ADMIN.message} recheck={recheck} />
      )}
    </>
  );
}

export default WalletsPage;
