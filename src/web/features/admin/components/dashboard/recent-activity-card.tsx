import { Link } from 'react-router';
import { auditActionLabel } from '#domain/admin/audit-actions.ts';
import type { AuditEntryView } from '#domain/schemas/admin-audit.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { Activity } from '#web/components/icons/icons.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { AuditChangeList, AuditTargetName } from '#web/features/admin/components/audit/audit-entry-parts.tsx';

export interface RecentActivityCardProps {
  entries: AuditEntryView[];
  /** Moderators cannot open the audit page. */
  showAuditLink: boolean;
}

/** The last audit entries: who did what, on what, when. */
export function RecentActivityCard({ entries, showAuditLink }: RecentActivityCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-amber-400" aria-hidden="true" />
          Atividade recente
        </CardTitle>
        {showAuditLink ? (
          <Link to="/admin/audit" className="text-sm text-amber-300 underline-offset-4 hover:underline">
            Ver auditoria
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-zinc-300">Nenhuma atividade registrada.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-zinc-800">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 py-2.5" data-testid="activity-row">
                <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
                  <span className="font-medium text-zinc-100">{auditActionLabel(entry.action)}</span>
                  <span className="min-w-0 text-sm text-zinc-300">
                    por {entry.actorUsername ?? 'sistema'} · <AuditTargetName entry={entry} />
                  </span>
                  <time dateTime={entry.createdAt} className="text-xs text-zinc-400 sm:ml-auto sm:shrink-0">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </div>
                <AuditChangeList entry={entry} className="flex flex-col gap-0.5 text-xs" empty={null} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
