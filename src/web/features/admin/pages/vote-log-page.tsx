import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { voteLogQuerySchema } from '#domain/schemas/vote-review.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { ArrowLeft } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useVoteLog, voteLogCsvUrl } from '#web/features/admin/api/use-vote-log.ts';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { ListError } from '#web/features/admin/components/table/list-error.tsx';
import { useListParams } from '#web/features/admin/components/table/use-list-params.ts';
import { FlagsPanel } from '#web/features/admin/components/vote-review/flags-panel.tsx';
import { VoidDialog, type VoidTarget } from '#web/features/admin/components/vote-review/void-dialog.tsx';
import { VoteLogFiltersBar } from '#web/features/admin/components/vote-review/vote-log-filters.tsx';
import { VoteLogTable } from '#web/features/admin/components/vote-review/vote-log-table.tsx';
import { useMe } from '#web/shared/session/use-me.ts';

const filtersSchema = voteLogQuerySchema.omit({ cursor: true, limit: true });

/**
 * /admin/battles/:battleId/votes: every vote of one battle (staff), its suspicious-burst flags, and
 * for admins the void of a vote or a flagged group. Filters live in the URL.
 */
export function VoteLogPage() {
  const { battleId = '' } = useParams();
  const { me } = useMe();
  const canVoid = me?.role === 'admin';
  const { values, update } = useListParams(filtersSchema);
  const log = useVoteLog(battleId, values);
  const [target, setTarget] = useState<VoidTarget | null>(null);
  const first = log.data?.pages[0];
  const votes = log.data?.pages.flatMap((p) => p.votes) ?? [];

  return (
    <>
      <PageMeta title="Votos da batalha" description="Revisão de votos." />
      <Link
        to="/admin/battles"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-amber-300 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar para batalhas
      </Link>
      <PageHeader
        title={first ? `Votos: ${first.battle.title}` : 'Votos da batalha'}
        description="Cada voto com origem, votante e alertas. Só a equipe vê esta página."
      />
      {log.isPending ? (
        <PageSpinner label="Carregando votos" />
      ) : log.isError && !log.data ? (
        <ListError
          error={log.error}
          onRetry={() => void log.refetch()}
          onFirstPage={() => update({ cursor: undefined })}
          isRetrying={log.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <FlagsPanel
            battleId={battleId}
            flags={first?.flags ?? []}
            canVoid={canVoid}
            activeFlagId={values.flagId}
            onShowVotes={(flagId) => update({ flagId })}
            onVoid={setTarget}
          />
          <VoteLogFiltersBar
            values={values}
            participants={first?.participants ?? []}
            csvUrl={voteLogCsvUrl(battleId, values)}
            onChange={update}
          />
          {votes.length === 0 ? (
            <EmptyState title="Nenhum voto encontrado" />
          ) : (
            <VoteLogTable
              votes={votes}
              canVoid={canVoid}
              onVoid={setTarget}
              isFetching={log.isPlaceholderData}
            />
          )}
          {log.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              onClick={() => void log.fetchNextPage()}
              isLoading={log.isFetchingNextPage}
            >
              Carregar mais
            </Button>
          ) : null}
        </div>
      )}
      <VoidDialog battleId={battleId} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

export default VoteLogPage;
