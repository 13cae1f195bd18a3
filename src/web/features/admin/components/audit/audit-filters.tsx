import { auditActionLabel, auditTargetLabel } from '#domain/admin/audit-actions.ts';
import { type AuditActor, auditTargetTypes } from '#domain/schemas/admin-audit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, FieldShell } from '#web/components/ui/field.tsx';
import type { AuditFilters } from '#web/features/admin/api/use-audit-log.ts';
import { selectClass } from '#web/features/admin/components/form-controls.ts';
import type { ListPatch } from '#web/features/admin/components/table/use-list-params.ts';

const FILTER_KEYS = ['action', 'actorId', 'targetType', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export interface AuditFiltersProps {
  values: AuditFilters;
  actions: string[];
  /** Everyone who appears as an author in the log (the server lists them). */
  actors: AuditActor[];
  onChange: (patch: ListPatch) => void;
}

/** Action, author, target type and a São Paulo date range; each change starts again from page 1. */
export function AuditFiltersBar({ values, actions, actors, onChange }: AuditFiltersProps) {
  const set = (key: FilterKey, value: string) => onChange({ [key]: value || undefined });
  const hasFilters = FILTER_KEYS.some((key) => values[key] !== undefined && values[key] !== '');

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <FieldShell label="Ação">
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.action ?? ''}
            onChange={(event) => set('action', event.target.value)}
          >
            <option value="">Todas</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell label="Autor">
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.actorId ?? ''}
            onChange={(event) => set('actorId', event.target.value)}
          >
            <option value="">Todos</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.username ?? actor.id}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell label="Alvo">
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.targetType ?? ''}
            onChange={(event) => set('targetType', event.target.value)}
          >
            <option value="">Todos</option>
            {auditTargetTypes.map((type) => (
              <option key={type} value={type}>
                {auditTargetLabel(type)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <Field
        label="De"
        type="date"
        value={values.from ?? ''}
        onChange={(event) => set('from', event.target.value)}
      />
      <Field
        label="Até"
        type="date"
        value={values.to ?? ''}
        onChange={(event) => set('to', event.target.value)}
      />
      {hasFilters ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
        >
          Limpar filtros
        </Button>
      ) : null}
    </div>
  );
}
