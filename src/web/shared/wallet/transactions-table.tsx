import { formatDateTime, transactionTypeLabel } from '#domain/text/format.ts';
import { cn } from '#web/lib/cn.ts';
import { signedAmount } from './signed-amount.ts';

/** The ledger fields the table shows; the wallet and the admin wallet panel both pass theirs. */
export interface LedgerRow {
  id: string | number;
  type: string;
  amount: number;
  description: string | null;
  createdAt: string;
  battleTitle?: string | null;
  actorUsername?: string | null;
}

function description(tx: LedgerRow): string {
  const parts = [tx.description, tx.battleTitle ? `Batalha: ${tx.battleTitle}` : null];
  if (tx.actorUsername) parts.push(`por ${tx.actorUsername}`);
  const text = parts.filter(Boolean).join(' · ');
  return text || '—';
}

// Under 768 px each row is a card: the cells stack, each under its column's name (data-label),
// so Quantidade and Descrição stay on screen instead of behind a sideways scroll.
const cell =
  'max-md:flex max-md:gap-3 max-md:px-4 max-md:py-0.5 max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wider max-md:before:text-zinc-400 max-md:before:content-[attr(data-label)]';

/**
 * The history table (Data, Tipo, Quantidade, Descrição) in a box that scrolls past ~24 rem; under
 * 768 px the same cells as stacked cards.
 */
export function TransactionsTable({
  transactions,
  testId = 'wallet-history',
  rowTestId = 'wallet-transaction',
}: {
  transactions: LedgerRow[];
  testId?: string;
  rowTestId?: string;
}) {
  return (
    <section
      className="max-h-96 overflow-auto rounded-lg border border-zinc-800"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the box
      tabIndex={0}
      aria-label="Histórico de transações"
      data-testid={testId}
    >
      <table className="w-full text-left text-sm max-md:block md:min-w-[32rem]">
        <thead className="sticky top-0 bg-zinc-900 text-xs uppercase tracking-wider text-zinc-300 max-md:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Data
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Tipo
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Quantidade
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Descrição
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800 max-md:block">
          {transactions.map((tx) => (
            <tr
              key={tx.id}
              data-testid={rowTestId}
              data-type={tx.type}
              className="max-md:block max-md:py-2.5"
            >
              <td data-label="Data" className={cn('whitespace-nowrap px-4 py-3 text-zinc-300', cell)}>
                {formatDateTime(tx.createdAt)}
              </td>
              <td data-label="Tipo" className={cn('px-4 py-3 text-zinc-100', cell)}>
                {transactionTypeLabel(tx.type)}
              </td>
              <td
                data-label="Quantidade"
                className={cn(
                  'whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums max-md:text-left',
                  cell,
                  tx.amount > 0 ? 'text-emerald-300' : tx.amount < 0 ? 'text-red-300' : 'text-zinc-300',
                )}
              >
                {signedAmount(tx.amount)}
              </td>
              <td data-label="Descrição" className={cn('px-4 py-3 wrap-anywhere text-zinc-300', cell)}>
                {description(tx)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
