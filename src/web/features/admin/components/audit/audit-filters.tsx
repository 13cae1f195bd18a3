import { auditTargetTypes } from '../../../../../domain/schemas/admin-audit.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, FieldShell } from '../../../../components/ui/field.tsx';
import { useAdminUsers } from '../../api/use-admin-users.ts';
import type { AuditFilters } from '../../api/use-audit-log.ts';
import { auditActionLabel, auditTargetLabel } from '../audit-labels.ts';
import { selectClass } from '../form-controls.ts';

export type AuditFilterValues = Omit<AuditFilters, 'page'>;

export interface AuditFiltersProps {
  values: AuditFilterValues;
  actions: string[];
  onChange: (next: AuditFilterValues) => void;
}

/** Action, actor (staff accounts), target type and a São Paulo date range. */
export function AuditFiltersBar({ values, actions, onChange }: AuditFiltersProps) {
  const users = useAdminUsers();
  const staff = (users.data?.users ?? []).filter((user) => user.role !== 'user');
  const set = (key: keyof AuditFilterValues, value: string) =>
    onChange({ ...values, [key]: value || undefined });
  const hasFilters = Object.values(values).some((value) => value !== undefined && value !== '');

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
            {staff.map((user) => (
              <option key={user.userId} value={user.userId}>
                {user.username}
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
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => onChange({})}>
          Limpar filtros
        </Button>
      ) : null}
    </div>
  );
}
