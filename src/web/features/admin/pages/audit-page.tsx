import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../app/page-meta.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type AuditFilters, useAuditLog } from '../api/use-audit-log.ts';
import { AuditFiltersBar, type AuditFilterValues } from '../components/audit/audit-filters.tsx';
import { AuditTable } from '../components/audit/audit-table.tsx';
import { PageHeader } from '../components/page-header.tsx';

const FILTER_KEYS = ['action', 'actorId', 'targetType', 'from', 'to'] as const;

/** Filters live in the URL, so a filtered view can be shared and survives a reload. */
function readFilters(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = { page: Math.max(1, Number(params.get('page')) || 1) };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const audit = useAuditLog(filters);

  const update = (values: AuditFilterValues, page = 1) => {
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = values[key];
      if (value) next.set(key, value);
    }
    if (page > 1) next.set('page', String(page));
    setParams(next, { replace: true });
  };
  const { page, ...values } = filters;
  const lastPage = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;

  return (
    <>
      <PageMeta title="Auditoria" description="Registro das ações administrativas." />
      <PageHeader
        title="Auditoria"
        description="Cada ação administrativa: quem fez, o quê, em quem e quando."
      />
      <AuditFiltersBar
        values={values}
        actions={audit.data?.actions ?? []}
        onChange={(next) => update(next)}
      />
      {audit.isPending ? (
        <PageSpinner label="Carregando auditoria" />
      ) : audit.isError ? (
        <ErrorState
          message={errorMessage(audit.error)}
          onRetry={() => void audit.refetch()}
          isRetrying={audit.isFetching}
        />
      ) : audit.data.entries.length === 0 ? (
        <EmptyState title="Nenhum registro encontrado" />
      ) : (
        <>
          <AuditTable entries={audit.data.entries} />
          <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-zinc-300">
              {audit.data.total} {audit.data.total === 1 ? 'registro' : 'registros'} · página {page} de{' '}
              {lastPage}
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => update(values, page - 1)}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                Anterior
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= lastPage}
                onClick={() => update(values, page + 1)}
              >
                Próxima
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      )}
    </>
  );
}

export default AuditPage;
