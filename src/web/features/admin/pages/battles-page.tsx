import { useState } from 'react';
import { type AdminBattle, adminBattleListQuerySchema } from '#domain/schemas/admin-battles.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { Plus, Wrench } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdminBattles } from '#web/features/admin/api/use-admin-battles.ts';
import { BattleAdminCard } from '#web/features/admin/components/battles/battle-admin-card.tsx';
import { BattleFilters } from '#web/features/admin/components/battles/battle-filters.tsx';
import { BattleFormDialog } from '#web/features/admin/components/battles/battle-form-dialog.tsx';
import { useSlugMigration } from '#web/features/admin/components/battles/use-slug-migration.ts';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { ListError } from '#web/features/admin/components/table/list-error.tsx';
import { Pager } from '#web/features/admin/components/table/pager.tsx';
import { useListParams } from '#web/features/admin/components/table/use-list-params.ts';
import { cn } from '#web/lib/cn.ts';
import { useMe } from '#web/shared/session/use-me.ts';

type DialogState = { open: false } | { open: true; battle: AdminBattle | null };

/**
 * /admin/battles: the battle cards (docs/product.md#admin-area), one page at a time, searched, filtered by the status
 * shown and sorted on the server; the whole view lives in the URL.
 */
export function BattlesPage() {
  const { me } = useMe();
  const { values, update } = useListParams(adminBattleListQuerySchema);
  const battles = useAdminBattles(values);
  const filtered = Boolean(values.q || values.status);
  const slugs = useSlugMigration();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const openNew = () => setDialog({ open: true, battle: null });
  const isMaster = me?.isMaster ?? false;
  // The list refetches after edits; the dialog shows the freshest copy of the battle it edits.
  const editing =
    dialog.open && dialog.battle
      ? (battles.data?.battles.find((b) => b.id === dialog.battle?.id) ?? dialog.battle)
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
              Corrigir endereços das batalhas
            </Button>
            <Button onClick={openNew}>
              <Plus className="size-4" aria-hidden="true" />
              Nova Batalha
            </Button>
          </>
        }
      />
      <BattleFilters values={values} onChange={update} />
      {battles.isPending ? (
        <p className="flex items-center gap-2 text-zinc-300">
          <Spinner className="[&_svg]:size-5" />
          Carregando batalhas...
        </p>
      ) : battles.isError && !battles.data ? (
        <ListError
          title="Erro ao carregar batalhas"
          error={battles.error}
          onRetry={() => void battles.refetch()}
          onFirstPage={() => update({ cursor: undefined })}
          isRetrying={battles.isFetching}
        />
      ) : battles.data.battles.length === 0 ? (
        filtered ? (
          <EmptyState title="Nenhuma batalha encontrada" />
        ) : (
          <EmptyState
            title="Nenhuma batalha encontrada"
            action={
              <Button onClick={openNew}>
                <Plus className="size-4" aria-hidden="true" />
                Criar primeira batalha
              </Button>
            }
          />
        )
      ) : (
        <>
          <section
            aria-label="Batalhas"
            aria-busy={battles.isPlaceholderData || undefined}
            className={cn(
              'grid grid-cols-1 gap-4 transition-opacity xl:grid-cols-2',
              battles.isPlaceholderData && 'opacity-60',
            )}
          >
            {battles.data.battles.map((battle) => (
              <BattleAdminCard
                key={battle.id}
                battle={battle}
                isMaster={isMaster}
                isAdmin={me?.role === 'admin'}
                onEdit={(b) => setDialog({ open: true, battle: b })}
              />
            ))}
          </section>
          <Pager
            label="Páginas de batalhas"
            page={battles.data}
            hasCursor={Boolean(values.cursor)}
            limit={values.limit}
            isFetching={battles.isPlaceholderData}
            onCursor={(cursor) => update({ cursor })}
            onLimit={(limit) => update({ limit })}
          />
        </>
      )}
      <BattleFormDialog
        open={dialog.open}
        onOpenChange={(open) => {
          if (!open) setDialog({ open: false });
        }}
        battle={editing}
        isMaster={isMaster}
        isAdmin={me?.role === 'admin'}
      />
    </>
  );
}

export default BattlesPage;
