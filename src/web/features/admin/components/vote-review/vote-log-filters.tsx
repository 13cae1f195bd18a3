import { VOTE_SOURCE_LABELS, type VoteLogResponse, voteSources } from '#domain/schemas/vote-review.ts';
import { Download } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { FieldShell } from '#web/components/ui/field.tsx';
import { inputClass } from '#web/components/ui/input.tsx';
import type { VoteLogFilters } from '#web/features/admin/api/use-vote-log.ts';
import { selectClass } from '#web/features/admin/components/form-controls.ts';
import type { ListPatch } from '#web/features/admin/components/table/use-list-params.ts';
import { cn } from '#web/lib/cn.ts';

/** An ISO instant as a datetime-local value in the browser's zone, and back. */
function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** Fighter, source and time range (kept in the URL), and the CSV of the same view. */
export function VoteLogFiltersBar({
  values,
  participants,
  csvUrl,
  onChange,
}: {
  values: VoteLogFilters;
  participants: VoteLogResponse['participants'];
  csvUrl: string;
  onChange: (patch: ListPatch) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <FieldShell label="Lutador">
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.participantUserId ?? ''}
            onChange={(e) => onChange({ participantUserId: e.target.value || undefined })}
          >
            <option value="">Todos</option>
            {participants.map((p) => (
              <option key={p.userId} value={p.userId}>
                {p.username}
                {p.disqualified ? ' (Desclassificado)' : ''}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell label="Origem">
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.source ?? ''}
            onChange={(e) => onChange({ source: e.target.value || undefined })}
          >
            <option value="">Todas</option>
            {voteSources.map((s) => (
              <option key={s} value={s}>
                {VOTE_SOURCE_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell label="De">
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={cn(inputClass, 'h-11')}
            value={toLocalInput(values.from)}
            onChange={(e) => onChange({ from: fromLocalInput(e.target.value) })}
          />
        )}
      </FieldShell>
      <FieldShell label="Até">
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={cn(inputClass, 'h-11')}
            value={toLocalInput(values.to)}
            onChange={(e) => onChange({ to: fromLocalInput(e.target.value) })}
          />
        )}
      </FieldShell>
      <a href={csvUrl} className={buttonClass('secondary', 'md', 'min-h-11')} download>
        <Download className="size-4" aria-hidden="true" />
        Exportar CSV
      </a>
    </div>
  );
}
