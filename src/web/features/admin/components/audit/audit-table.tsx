import { auditActionLabel } from '#domain/admin/audit-actions.ts';
import type { AuditEntryView } from '#domain/schemas/admin-audit.ts';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { type Column, DataTable } from '#web/features/admin/components/table/data-table.tsx';
import { AuditChangeList, AuditTargetName } from './audit-entry-parts.tsx';

/** The log sorts by date only. */
type AuditSort = 'created';

const columns: Column<AuditEntryView, AuditSort>[] = [
  {
    id: 'date',
    header: 'Data',
    sort: 'created',
    className: 'whitespace-nowrap font-normal text-zinc-300',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
  {
    id: 'action',
    header: 'Ação',
    mobile: 'title',
    cell: (entry) => <p className="font-medium text-zinc-100">{auditActionLabel(entry.action)}</p>,
  },
  { id: 'actor', header: 'Autor', cell: (entry) => entry.actorUsername ?? 'sistema' },
  { id: 'target', header: 'Alvo', cell: (entry) => <AuditTargetName entry={entry} /> },
  { id: 'changes', header: 'Alterações', cell: (entry) => <AuditChangeList entry={entry} /> },
];

export interface AuditTableProps {
  entries: AuditEntryView[];
  dir: SortDir;
  onSort: () => void;
  isFetching: boolean;
}

export function AuditTable({ entries, dir, onSort, isFetching }: AuditTableProps) {
  return (
    <DataTable
      label="Registros de auditoria"
      columns={columns}
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      rowTestId={() => 'audit-row'}
      rowProps={(entry) => ({ 'data-action': entry.action })}
      sort={{ sort: 'created', dir }}
      onSort={onSort}
      minWidth="820px"
      isFetching={isFetching}
    />
  );
}
