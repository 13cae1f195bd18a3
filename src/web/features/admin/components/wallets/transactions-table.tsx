import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdminTransactions } from '#web/features/admin/api/use-admin-transactions.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { TransactionsTable as LedgerTable } from '#web/shared/wallet/transactions-table.tsx';

/** The selected user's ledger, newest first, 50 rows at a time, in a scrollable box (about 24 rem). */
export function TransactionsTable({ userId }: { userId: string }) {
  const transactions = useAdminTransactions(userId);
  const rows = transactions.data?.pages.flatMap((page) => page.transactions) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Histórico de transações</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {transactions.isPending ? (
          <Spinner label="Carregando transações" />
        ) : transactions.isError && rows.length === 0 ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-800 bg-amber-950/50 p-3 text-sm text-amber-200"
          >
            Não foi possível carregar as transações: {errorMessage(transactions.error)}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-zinc-300">Nenhuma transação encontrada.</p>
        ) : (
          <>
            <LedgerTable transactions={rows} testId="admin-transactions" rowTestId="admin-transaction-row" />
            {transactions.hasNextPage ? (
              <Button
                variant="secondary"
                size="sm"
                className="self-center"
                isLoading={transactions.isFetchingNextPage}
                onClick={() => void transactions.fetchNextPage()}
              >
                Carregar mais
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
