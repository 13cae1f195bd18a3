import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import { ArrowDown, ArrowUp, ArrowUpDown } from '#web/components/icons/icons.ts';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { useIsMobile } from '#web/lib/use-media-query.ts';

/**
 * One column of an admin table. Adding a column (or a badge inside a cell) is adding an entry to a
 * page's column list; the table, its sticky header, sorting and the phone layout follow.
 */
export interface Column<R, K extends string = string> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** The server sort this column's header toggles. */
  sort?: K;
  className?: string;
  /**
   * On a phone each row is a card: the `title` column heads it, `actions` closes it, every other
   * column is a labelled line; `hidden` leaves it out (its content shown elsewhere in the card).
   */
  mobile?: 'title' | 'actions' | 'hidden';
}

export interface DataTableProps<R, K extends string> {
  /** Names the table and its scroll box for screen readers. */
  label: string;
  columns: Column<R, K>[];
  rows: R[];
  rowKey: (row: R) => string;
  rowTestId?: (row: R) => string;
  rowProps?: (row: R) => Record<string, string>;
  sort?: { sort: K; dir: SortDir };
  onSort?: (column: K) => void;
  /** Table width before it scrolls sideways inside its box. */
  minWidth?: string;
  /** Dims the rows while the next page loads (the previous one stays on screen). */
  isFetching?: boolean;
}

function SortIcon({ active, dir }: { active: boolean; dir: SortDir }) {
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Icon
      className={cn('size-3.5 shrink-0', active ? 'text-amber-300' : 'text-zinc-500')}
      aria-hidden="true"
    />
  );
}

function HeaderCell<R, K extends string>({
  column,
  sort,
  onSort,
}: {
  column: Column<R, K>;
  sort: DataTableProps<R, K>['sort'];
  onSort: DataTableProps<R, K>['onSort'];
}) {
  const isActions = column.mobile === 'actions';
  const base = cn(
    'sticky top-0 bg-zinc-900 px-2.5 py-2.5 font-semibold whitespace-nowrap text-zinc-300',
    isActions ? 'right-0 z-20 shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.8)]' : 'z-10',
    column.className,
  );
  if (!column.sort || !onSort) {
    return (
      <th scope="col" className={base}>
        {column.header}
      </th>
    );
  }
  const active = sort?.sort === column.sort;
  const dir = sort?.dir ?? 'asc';
  return (
    <th
      scope="col"
      className={base}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded hover:text-zinc-50 focus-visible:outline-2 focus-visible:outline-amber-400"
        onClick={() => onSort(column.sort as K)}
        data-testid={`sort-${column.sort}`}
      >
        {column.header}
        <SortIcon active={active} dir={dir} />
      </button>
    </th>
  );
}

/**
 * Whether the box hides columns past its right edge, where the stuck actions column sits over
 * them (the vote log's 'Situação' at 1280 px with the sidebar open): the table then says so.
 */
function useHiddenColumns(shown: boolean) {
  const box = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!shown || !element) return;
    const check = () =>
      setHidden(element.scrollWidth - element.clientWidth - Math.abs(element.scrollLeft) > 1);
    check();
    element.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(element);
    // The table grows with its rows inside a box of the same size.
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [shown]);
  return { box, hidden };
}

/**
 * An admin table: a box that scrolls on its own with the header stuck to its top, the
 * actions column stuck to its right edge so it stays in view at any width, sortable headers, and
 * under 768 px one card per row with the same content. While columns lie past the box's right
 * edge (under the stuck actions), a line above the table says to scroll sideways.
 */
export function DataTable<R, K extends string>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
  sort,
  onSort,
  minWidth = '900px',
  isFetching = false,
}: DataTableProps<R, K>) {
  const isMobile = useIsMobile();
  const { box, hidden } = useHiddenColumns(!isMobile);
  if (isMobile)
    return (
      <StackedRows
        label={label}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowTestId={rowTestId}
        rowProps={rowProps}
        isFetching={isFetching}
      />
    );
  return (
    <>
      {hidden ? (
        <p className="-mb-2 text-right text-xs text-amber-200" data-testid="table-more-columns">
          Role a tabela para o lado para ver todas as colunas →
        </p>
      ) : null}
      <section
        ref={box}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the box
        tabIndex={0}
        className={cn(
          'max-h-[calc(100dvh-12rem)] min-h-48 overflow-auto rounded-xl border border-zinc-800 transition-opacity',
          isFetching && 'opacity-60',
        )}
        aria-busy={isFetching || undefined}
      >
        <table className="w-full text-left text-sm" style={{ minWidth }}>
          <thead>
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-800">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top" data-testid={rowTestId?.(row)} {...rowProps?.(row)}>
                {columns.map((column) =>
                  column.mobile === 'title' ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={cn('px-2.5 py-3 text-left font-semibold text-zinc-100', column.className)}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      className={cn(
                        'px-2.5 py-3 text-zinc-200',
                        column.mobile === 'actions' &&
                          'sticky right-0 bg-zinc-950 shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.8)]',
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** Under 768 px: a card per row, the title column on top, labelled fields, the actions last. */
function StackedRows<R, K extends string>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
  isFetching,
}: Pick<
  DataTableProps<R, K>,
  'label' | 'columns' | 'rows' | 'rowKey' | 'rowTestId' | 'rowProps' | 'isFetching'
>) {
  const title = columns.find((c) => c.mobile === 'title');
  const actions = columns.find((c) => c.mobile === 'actions');
  const fields = columns.filter((c) => c.mobile === undefined);
  return (
    <ul
      aria-label={label}
      className={cn('flex flex-col gap-3 transition-opacity', isFetching && 'opacity-60')}
    >
      {rows.map((row) => (
        <li key={rowKey(row)} data-testid={rowTestId?.(row)} {...rowProps?.(row)}>
          <Card className="flex flex-col gap-3 p-4">
            {title ? (
              <div className="min-w-0 font-semibold wrap-anywhere text-zinc-100">{title.cell(row)}</div>
            ) : null}
            <dl className="grid grid-cols-1 gap-2 text-sm min-[400px]:grid-cols-2">
              {fields.map((column) => (
                <div key={column.id} className="min-w-0">
                  <dt className="text-xs text-zinc-400">{column.header}</dt>
                  <dd className="wrap-anywhere text-zinc-200">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div>{actions.cell(row)}</div> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
