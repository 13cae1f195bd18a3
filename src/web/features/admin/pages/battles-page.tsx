import { Plus, Wrench } from 'lucide-react';
import { useState } from 'react';
import type { AdminBattle } from '../../../../domain/schemas/admin-battles.ts';
import { PageMeta } from '../../../app/page-meta.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMe } from '../../auth/api/use-me.ts';
import { useAdminBattles } from '../api/use-admin-battles.ts';
import { BattleAdminCard } from '../components/battles/battle-admin-card.tsx';
import { BattleFormDialog } from '../components/battles/battle-form-dialog.tsx';
import { useSlugMigration } from '../components/battles/use-slug-migration.ts';
import { PageHeader } from '../components/page-header.tsx';

type DialogState = { open: false } | { open: true; battle: AdminBattle | null };

export function BattlesPage() {
  const { me } = useMe();
  const battles = useAdminBattles();
  const slugs = useSlugMigration();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const openNew = () => setDialog({ open: true, battle: null });
  const isMaster = me?.isMaster ?? false;
  // The list refetches after edits; the dialog shows the freshest copy of the battle it edits.
  const editing =
    dialog.open && dialog.battle
      ? (battles.data?.find((b) => b.id === dialog.battle?.id) ?? dialog.battle)
      : null;

  return (
    <>
      <PageMeta title="Batalhas" description="Gerenciar batalhas." />
      <PageHeader
        title="Batalhas"
        description="Crie, edite e acompanhe as batalhas e seus participantes."
        actions={
          <>
            <Button variant="secondary" onClick={slugs.runNow} isLoading={slugs.isPending}>
              {slugs.isPending ? null : <Wrench className="size-4" aria-hidden="true" />}
              Corrigir Slugs
            </Button>
            <Button onClick={openNew}>
              <Plus className="size-4" aria-hidden="true" />
              Nova Batalha
            </Button>
          </>
        }
      />
      {battles.isPending ? (
        <p className="flex items-center gap-2 text-zinc-300">
          <Spinner className="[&_svg]:size-5" />
          Carregando batalhas...
        </p>
      ) : battles.isError ? (
        <ErrorState
          title="Erro ao carregar batalhas"
          message={errorMessage(battles.error)}
          onRetry={() => void battles.refetch()}
          isRetrying={battles.isFetching}
        />
      ) : battles.data.length === 0 ? (
        <EmptyState
          title="Nenhuma batalha encontrada"
          action={
            <Button onClick={openNew}>
              <Plus className="size-4" aria-hidden="true" />
              Criar primeira batalha
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {battles.data.map((battle) => (
            <BattleAdminCard
              key={battle.id}
              battle={battle}
              isMaster={isMaster}
              isAdmin={me?.role === 'admin'}
              onEdit={(b) => setDialog({ open: true, battle: b })}
            />
          ))}
        </div>
      )}
      <BattleFormDialog
        open={dialog.open}
        onOpenChange={(open) => {
          if (!open) setDialog({ open: false });
        }}
        battle={editing}
        isMaster={isMaster}
      />
    </>
  );
}

export default BattlesPage;
