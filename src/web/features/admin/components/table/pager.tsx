import { useId } from 'react';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, type PageInfo } from '#domain/schemas/admin-lists.ts';
import { ChevronLeft, ChevronRight, ChevronsLeft } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { selectClass } from '#web/features/admin/components/form-controls.ts';
import { cn } from '#web/lib/cn.ts';

export interface PagerProps {
  page: PageInfo | undefined;
  /** The current page came from a cursor (not the first page). */
  hasCursor: boolean;
  limit: number;
  onCursor: (cursor: string | undefined) => void;
  /** Without it the page size is fixed and no size choice is shown. */
  onLimit?: (limit: number) => void;
  /** While the next page loads the buttons wait. */
  isFetching?: boolean;
  label: string;
}

const SIZES = [ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX];

/** First / previous / next page on the server's cursors, and the page size (25 or 50 rows). */
export function Pager({ page, hasCursor, limit, onCursor, onLimit, isFetching = false, label }: PagerProps) {
  const sizeId = useId();
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {onLimit ? (
        <div className="flex items-center gap-2 text-sm text-zinc-300">
          <label htmlFor={sizeId}>Linhas por página</label>
          <select
            id={sizeId}
            className={cn(selectClass, 'h-9 w-20 text-sm')}
            value={limit}
            onChange={(event) => onLimit(Number(event.target.value))}
          >
            {SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-zinc-300">{limit} por página</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={!hasCursor || isFetching}
          onClick={() => onCursor(undefined)}
        >
          <ChevronsLeft className="size-4" aria-hidden="true" />
          Primeira página
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!page?.prevCursor || isFetching}
          onClick={() => onCursor(page?.prevCursor ?? undefined)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Anterior
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!page?.nextCursor || isFetching}
          onClick={() => onCursor(page?.nextCursor ?? undefined)}
        >
          Próxima
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
