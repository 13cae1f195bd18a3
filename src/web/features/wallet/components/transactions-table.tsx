import { formatDateTime, transactionTypeLabel } from '#domain/format.ts';
import { cn } from '#web/lib/cn.ts';
import { signedAmount } from '../signed-amount.ts';

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

/** The history table (Data, Tipo, Quantidade, Descrição) in a box that scrolls past ~24 rem. */
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
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="sticky top-0 bg-zinc-900 text-xs uppercase tracking-wider text-zinc-300">
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
        <tbody className="divide-y divide-zinc-800">
          {transactions.map((tx) => (
            <tr key={tx.id} data-testid={rowTestId} data-type={tx.type}>
              <td className="whitespace-nowrap px-4 py-3 text-zinc-300">{formatDateTime(tx.createdAt)}</td>
              <td className="px-4 py-3 text-zinc-100">{transactionTypeLabel(tx.type)}</td>
              <td
                className={cn(
                  'whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums',
                  tx.amount > 0 ? 'text-emerald-300' : tx.amount < 0 ? 'text-red-300' : 'text-zinc-300',
                )}
              >
                {signedAmount(tx.amount)}
              </td>
              <td className="px-4 py-3 text-zinc-300">{description(tx)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
