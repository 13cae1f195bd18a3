import { WALLET_NOT_FOUND } from '#domain/messages/wallet.ts';
import type { UserSearchResult } from '#domain/schemas/admin-battles.ts';
import { formatDateTime, shortId, yodcoinsLabel } from '#domain/text/format.ts';
import { Coins, UserRound, X } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdminWallet } from '#web/features/admin/api/use-admin-wallet.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { AdjustForm } from './adjust-form.tsx';
import { TransactionsTable } from './transactions-table.tsx';

function WalletCard({ userId }: { userId: string }) {
  const wallet = useAdminWallet(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins className="size-5 text-amber-400" aria-hidden="true" />
          Carteira
        </CardTitle>
      </CardHeader>
      <CardContent>
        {wallet.isPending ? (
          <Spinner label="Carregando carteira" />
        ) : wallet.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {errorMessage(wallet.error, WALLET_NOT_FOUND.message)}
          </p>
        ) : (
          <>
            <p className="text-3xl font-black text-amber-300 tabular-nums" data-testid="admin-wallet-balance">
              {yodcoinsLabel(wallet.data.balance)}
            </p>
            <p className="mt-1 text-xs text-zinc-400">
              {wallet.data.dailyClaimedAt
                ? `Bônus diário recebido em ${formatDateTime(wallet.data.dailyClaimedAt)}`
                : 'Bônus diário ainda não recebido'}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export interface WalletPanelProps {
  user: UserSearchResult;
  onClear: () => void;
}

/** Selected user, their wallet, the adjustment form and their history. */
export function WalletPanel({ user, onClear }: WalletPanelProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <CardHeader className="flex-row items-start justify-between">
            <CardTitle className="flex items-center gap-2">
              <UserRound className="size-5 text-amber-400" aria-hidden="true" />
              Usuário selecionado
            </CardTitle>
            <Button variant="ghost" size="icon" onClick={onClear} aria-label="Limpar seleção">
              <X className="size-4" aria-hidden="true" />
            </Button>
          </CardHeader>
          <CardContent className="flex flex-col gap-0.5">
            <p className="text-lg font-semibold text-zinc-50" data-testid="selected-user">
              {user.username}
            </p>
            <p className="text-sm text-zinc-300">{user.email}</p>
            <p className="text-xs text-zinc-400">ID: {shortId(user.id)}</p>
          </CardContent>
        </Card>
        <WalletCard userId={user.id} />
      </div>
      <AdjustForm key={user.id} userId={user.id} />
      <TransactionsTable userId={user.id} />
    </div>
  );
}
