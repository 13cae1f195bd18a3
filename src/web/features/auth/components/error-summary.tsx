import { plural } from '#domain/text/plural.ts';

export interface SummaryItem {
  /** The control's id, so the line links to it (it works before the page's scripts too). */
  id: string;
  label: string;
  message: string;
}

/**
 * Every field a submission got wrong, named with its message above the form, so a fan on a phone
 * sees all that must change at once instead of the one field in view (docs/product.md#accounts).
 */
export function ErrorSummary({ items }: { items: readonly SummaryItem[] }) {
  if (items.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="error-summary"
      className="mb-4 rounded-lg border border-red-800 bg-red-950/60 p-3 text-sm text-red-100"
    >
      <p className="font-semibold">
        {items.length === 1
          ? 'Corrija o campo abaixo para continuar:'
          : `Corrija os ${plural(items.length, { one: 'campo', other: 'campos' })} abaixo para continuar:`}
      </p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="font-semibold underline underline-offset-2">
              {item.label}
            </a>
            : {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
