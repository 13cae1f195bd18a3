import { formatDateTime, shortId } from '#domain/format.ts';
import type { AuditEntryView } from '#domain/schemas/admin-audit.ts';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import { auditActionLabel, auditTargetLabel } from '../audit-labels.ts';
import { type Column, DataTable } from '../table/data-table.tsx';

function Changes({ changes }: { changes: AuditEntryView['changes'] }) {
  if (!changes || Object.keys(changes).length === 0) return <span className="text-zinc-400">—</span>;
  return (
    <details className="group max-w-md">
      <summary className="cursor-pointer text-amber-300 select-none hover:underline">Ver alterações</summary>
      <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-zinc-950 p-2 text-xs whitespace-pre-wrap text-zinc-200">
        {JSON.stringify(changes, null, 2)}
      </pre>
    </details>
  );
}

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
    cell: (entry) => (
      <>
        <p className="font-medium text-zinc-100">{auditActionLabel(entry.action)}</p>
        <p className="font-mono text-xs font-normal text-zinc-400">{entry.action}</p>
      </>
    ),
  },
  { id: 'actor', header: 'Autor', cell: (entry) => entry.actorUsername ?? 'sistema' },
  {
    id: 'target',
    header: 'Alvo',
    cell: (entry) => (
      <>
        {auditTargetLabel(entry.targetType)}
        {entry.targetId ? (
          <span className="ml-1 font-mono text-xs text-zinc-400" title={entry.targetId}>
            {entry.targetId.length > 12 ? shortId(entry.targetId) : entry.targetId}
          </span>
        ) : null}
      </>
    ),
  },
  { id: 'changes', header: 'Alterações', cell: (entry) => <Changes changes={entry.changes} /> },
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
