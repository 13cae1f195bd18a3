import { useId } from 'react';
import { battleStatuses, battleStatusLabels } from '#domain/battles/battle-status.ts';
import {
  type AdminBattleListParams,
  type AdminBattleSort,
  adminBattleDefaultDir,
  adminBattleSortSchema,
} from '#domain/schemas/admin-battles.ts';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { selectClass } from '#web/features/admin/components/form-controls.ts';
import { SearchInput } from '#web/features/admin/components/table/search-input.tsx';
import type { ListPatch } from '#web/features/admin/components/table/use-list-params.ts';

const sortLabels: Record<AdminBattleSort, string> = {
  created: 'Criação',
  title: 'Título',
  status: 'Situação',
  start: 'Início',
  end: 'Término',
  participants: 'Participantes',
  prize: 'Prêmio',
};

export interface BattleFiltersProps {
  values: AdminBattleListParams;
  onChange: (patch: ListPatch, options?: { replace?: boolean }) => void;
}

/** The battle cards' search (title, slug or id), status shown, and sort with its direction. */
export function BattleFilters({ values, onChange }: BattleFiltersProps) {
  const statusId = useId();
  const sortId = useId();
  const sort = values.sort ?? 'created';
  const dir = values.dir ?? adminBattleDefaultDir[sort];
  const filtered = Boolean(values.q || values.status);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] lg:items-end">
      <SearchInput
        label="Buscar batalhas"
        placeholder="Título, endereço ou ID"
        value={values.q ?? ''}
        onSearch={(q) => onChange({ q }, { replace: true })}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={statusId}>Situação</Label>
        <select
          id={statusId}
          className={selectClass}
          value={values.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">Todos</option>
          {battleStatuses.map((status) => (
            <option key={status} value={status}>
              {battleStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={sortId}>Ordenar por</Label>
        <div className="flex gap-2">
          <select
            id={sortId}
            className={selectClass}
            value={sort}
            onChange={(event) => {
              const next = adminBattleSortSchema.parse(event.target.value);
              onChange({ sort: next, dir: adminBattleDefaultDir[next] });
            }}
          >
            {adminBattleSortSchema.options.map((option) => (
              <option key={option} value={option}>
                {sortLabels[option]}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            size="icon"
            className="h-11 shrink-0"
            onClick={() => onChange({ sort, dir: dir === 'asc' ? 'desc' : 'asc' })}
            aria-label={dir === 'asc' ? 'Ordem crescente (inverter)' : 'Ordem decrescente (inverter)'}
            title={dir === 'asc' ? 'Crescente' : 'Decrescente'}
            data-testid="battle-sort-dir"
          >
            {dir === 'asc' ? (
              <ArrowUpNarrowWide className="size-4" aria-hidden="true" />
            ) : (
              <ArrowDownWideNarrow className="size-4" aria-hidden="true" />
            )}
          </Button>
        </div>
      </div>
      {filtered ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange({ q: undefined, status: undefined })}
        >
          Limpar filtros
        </Button>
      ) : null}
    </div>
  );
}
