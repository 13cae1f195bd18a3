import { auditQuerySchema } from '#domain/schemas/admin-audit.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useAuditLog } from '#web/features/admin/api/use-audit-log.ts';
import { AuditFiltersBar } from '#web/features/admin/components/audit/audit-filters.tsx';
import { AuditTable } from '#web/features/admin/components/audit/audit-table.tsx';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { ListError } from '#web/features/admin/components/table/list-error.tsx';
import { Pager } from '#web/features/admin/components/table/pager.tsx';
import { useListParams } from '#web/features/admin/components/table/use-list-params.ts';

/** Filters, order and page live in the URL, so a filtered view can be shared and survives a reload. */
export function AuditPage() {
  const { values, update } = useListParams(auditQuerySchema);
  const audit = useAuditLog(values);
  const dir = values.dir ?? 'desc';

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
        actors={audit.data?.actors ?? []}
        onChange={update}
      />
      {audit.isPending ? (
        <PageSpinner label="Carregando auditoria" />
      ) : audit.isError && !audit.data ? (
        <ListError
          error={audit.error}
          onRetry={() => void audit.refetch()}
          onFirstPage={() => update({ cursor: undefined })}
          isRetrying={audit.isFetching}
        />
      ) : audit.data.entries.length === 0 ? (
        <EmptyState title="Nenhum registro encontrado" />
      ) : (
        <>
          <AuditTable
            entries={audit.data.entries}
            dir={dir}
            onSort={() => update({ dir: dir === 'desc' ? 'asc' : 'desc' })}
            isFetching={audit.isPlaceholderData}
          />
          <Pager
            label="Páginas da auditoria"
            page={audit.data}
            hasCursor={Boolean(values.cursor)}
            limit={50}
            isFetching={audit.isPlaceholderData}
            onCursor={(cursor) => update({ cursor })}
          />
        </>
      )}
    </>
  );
}

export default AuditPage;
