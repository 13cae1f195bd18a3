import { useId } from 'react';
import type { AdminUserListParams } from '#domain/schemas/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { selectClass } from '#web/features/admin/components/form-controls.ts';
import { SearchInput } from '#web/features/admin/components/table/search-input.tsx';
import type { ListPatch } from '#web/features/admin/components/table/use-list-params.ts';

export interface UserFiltersProps {
  values: AdminUserListParams;
  onChange: (patch: ListPatch, options?: { replace?: boolean }) => void;
}

/** Text (e-mail, name, id, PIX, Instagram), role and status; each change starts again from page 1. */
export function UserFilters({ values, onChange }: UserFiltersProps) {
  const roleId = useId();
  const statusId = useId();
  const filtered = Boolean(values.q || values.role || values.status);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] lg:items-end">
      <SearchInput
        label="Buscar usuários"
        placeholder="Nome, e-mail, PIX, Instagram ou ID"
        value={values.q ?? ''}
        onSearch={(q) => onChange({ q }, { replace: true })}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={roleId}>Função</Label>
        <select
          id={roleId}
          className={selectClass}
          value={values.role ?? ''}
          onChange={(event) => onChange({ role: event.target.value })}
        >
          <option value="">Todos</option>
          <option value="user">Usuário</option>
          <option value="moderator">Moderador</option>
          <option value="admin">Administrador</option>
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={statusId}>Situação</Label>
        <select
          id={statusId}
          className={selectClass}
          value={values.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">Todos</option>
          <option value="active">Ativos</option>
          <option value="banned">Banidos</option>
        </select>
      </div>
      {filtered ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange({ q: undefined, role: undefined, status: undefined })}
        >
          Limpar filtros
        </Button>
      ) : null}
    </div>
  );
}
