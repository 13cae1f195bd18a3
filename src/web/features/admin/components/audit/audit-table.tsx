import { formatDateTime, shortId } from '../../../../../domain/format.ts';
import type { AuditEntryView } from '../../../../../domain/schemas/admin-audit.ts';
import { auditActionLabel, auditTargetLabel } from '../audit-labels.ts';

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

export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-800">
      <table className="w-full min-w-[820px] text-left text-sm">
        <thead className="bg-zinc-900 text-zinc-300">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Data
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Ação
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Autor
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Alvo
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Alterações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-row" data-action={entry.action} className="align-top">
              <td className="px-3 py-2.5 whitespace-nowrap text-zinc-300">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td className="px-3 py-2.5">
                <p className="font-medium text-zinc-100">{auditActionLabel(entry.action)}</p>
                <p className="font-mono text-xs text-zinc-400">{entry.action}</p>
              </td>
              <td className="px-3 py-2.5 text-zinc-200">{entry.actorUsername ?? 'sistema'}</td>
              <td className="px-3 py-2.5 text-zinc-200">
                {auditTargetLabel(entry.targetType)}
                {entry.targetId ? (
                  <span className="ml-1 font-mono text-xs text-zinc-400" title={entry.targetId}>
                    {entry.targetId.length > 12 ? shortId(entry.targetId) : entry.targetId}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2.5">
                <Changes changes={entry.changes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
