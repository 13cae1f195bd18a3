import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { auditTargetLabel } from '#domain/admin/audit-actions.ts';
import { auditChanges } from '#domain/admin/audit-changes.ts';
import type { AuditEntryView } from '#domain/schemas/admin-audit.ts';

/** 'Batalha' and the battle's title as a link to it (or a user's name to their row, …). */
export function AuditTargetName({ entry }: { entry: AuditEntryView }) {
  const kind = auditTargetLabel(entry.targetType);
  const { target } = entry;
  const targetId = entry.targetId ?? undefined;
  if (!target) return <span data-target-id={targetId}>{kind}</span>;
  return (
    <span className="min-w-0 break-words" data-target-id={targetId}>
      <span className="text-zinc-400">{kind}: </span>
      {target.href ? (
        <Link
          to={target.href}
          className="font-medium text-amber-300 underline-offset-4 hover:underline"
          data-testid="audit-target-link"
        >
          {target.label}
        </Link>
      ) : (
        <span className="font-medium text-zinc-100">{target.label}</span>
      )}
    </span>
  );
}

/** The entry's changes as 'field: before → after' lines, and the facts it recorded. */
export function AuditChangeList({
  entry,
  className,
  empty = <span className="text-zinc-400">—</span>,
}: {
  entry: AuditEntryView;
  className?: string;
  /** What stands for an entry without changes (a dash in the table; nothing in the activity card). */
  empty?: ReactNode;
}) {
  const rows = auditChanges(entry.action, entry.changes);
  if (rows.length === 0) return empty;
  return (
    <ul className={className ?? 'flex flex-col gap-0.5 text-sm'} data-testid="audit-changes">
      {rows.map((row, i) => (
        // Labels can repeat (two 'Status' lines), the order never changes: the index is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i} className="break-words text-zinc-200">
          <span className="text-zinc-400">{row.label}: </span>
          {row.before !== undefined ? (
            <>
              <del className="text-zinc-400 no-underline">{row.before}</del>
              <span aria-hidden="true" className="px-1 text-zinc-400">
                →
              </span>
              <span className="sr-only"> para </span>
            </>
          ) : null}
          <span className="font-medium text-zinc-100">{row.after}</span>
        </li>
      ))}
    </ul>
  );
}
