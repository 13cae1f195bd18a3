import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { TransactionsTable as LedgerTable } from '../../../wallet/components/transactions-table.tsx';
import { useAdminTransactions } from '../../api/use-admin-transactions.ts';

/** The selected user's ledger, newest first, in a scrollable box (about 24 rem). */
export function TransactionsTable({ userId }: { userId: string }) {
  const transactions = useAdminTransactions(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Histórico de transações</CardTitle>
      </CardHeader>
      <CardContent>
        {transactions.isPending ? (
          <Spinner label="Carregando transações" />
        ) : transactions.isError ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-800 bg-amber-950/50 p-3 text-sm text-amber-200"
          >
            Não foi possível carregar as transações: {errorMessage(transactions.error)}
          </p>
        ) : transactions.data.length === 0 ? (
          <p className="text-sm text-zinc-300">Nenhuma transação encontrada.</p>
        ) : (
          <LedgerTable
            transactions={transactions.data}
            testId="admin-transactions"
            rowTestId="admin-transaction-row"
          />
        )}
      </CardContent>
    </Card>
  );
}
