import { Link, type LoaderFunctionArgs } from 'react-router';
// The area's entries only: the whole catalogue (admin texts included) would ride along.
import { WALLET_LOAD_FAILED, WALLET_LOGIN_REQUIRED } from '#domain/messages/wallet.ts';
import { formatCount } from '#domain/text/format-number.ts';
import { pluralWord } from '#domain/text/plural.ts';
import { dehydrated, prefetched } from '#web/app/dehydrate.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { Coins, RefreshCw, Wallet } from '#web/components/icons/icons.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner, Spinner } from '#web/components/ui/spinner.tsx';
import { bannerPickEntries } from '#web/shared/banners/banner-picks.ts';
import { BannerSlot } from '#web/shared/banners/banner-slot.tsx';
import { meQuery, useMe } from '#web/shared/session/use-me.ts';
import { usePublicSettings } from '#web/shared/settings/api/use-public-settings.ts';
import { NextGrantCountdown } from '#web/shared/wallet/next-grant-countdown.tsx';
import { TransactionsTable } from '#web/shared/wallet/transactions-table.tsx';
import { useWallet } from './api/use-wallet.ts';
import { WalletInfo } from './components/wallet-info.tsx';

/** The session, so the page renders signed in or with its login prompt; the history loads after. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [me, banners] = await Promise.all([
    context.pageData.me(),
    bannerPickEntries(context.pageData, 'wallet'),
  ]);
  return { dehydrated: dehydrated([prefetched(meQuery(), me), ...banners]) };
}

const LOGIN_REQUIRED = WALLET_LOGIN_REQUIRED.message;
const LOAD_FAILED = WALLET_LOAD_FAILED.message;
const DESCRIPTION = 'Seu saldo de YodCoins, como ganhar mais, como usar e o histórico de transações.';

function Meta() {
  return <PageMeta title="Carteira" description={DESCRIPTION} path="/wallet" />;
}

function LoggedOut() {
  return (
    <EmptyState
      icon={Wallet}
      title={LOGIN_REQUIRED}
      action={
        <Link to="/login?from=%2Fwallet" className={buttonClass('primary')}>
          Entrar
        </Link>
      }
    />
  );
}

function WalletContent({ fallbackBalance }: { fallbackBalance: number }) {
  const wallet = useWallet(true);
  const settings = usePublicSettings();
  const { me, refetch: refetchMe } = useMe();

  // 0 when the wallet fails to load (docs/product.md#money), rather than a possibly stale figure.
  const balance = wallet.isError ? 0 : (wallet.data?.balance ?? fallbackBalance);
  const dailyYodcoins = wallet.data?.dailyYodcoins ?? settings.dailyYodcoins;
  const refreshing = wallet.isFetching;

  const refresh = () => {
    void wallet.refetch();
    void refetchMe();
  };

  return (
    <>
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between md:p-6">
        <div className="flex items-center gap-4">
          <span className="flex size-14 items-center justify-center rounded-full bg-amber-400/15 text-amber-300">
            <Coins className="size-7" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm text-zinc-300">Saldo atual</p>
            <p className="text-3xl font-extrabold text-zinc-50">
              <span data-testid="wallet-balance" className="tabular-nums">
                {formatCount(balance)}
              </span>{' '}
              <span className="text-lg font-semibold text-amber-300">
                {pluralWord(balance, { one: 'YodCoin', other: 'YodCoins' })}
              </span>
            </p>
            {balance === 0 && me ? (
              <p className="text-sm text-zinc-300" data-testid="wallet-next-grant">
                Sem YodCoins hoje · <NextGrantCountdown nextAt={me.dailyGrant.nextAt} />
              </p>
            ) : null}
          </div>
        </div>
        <Button
          variant="secondary"
          onClick={refresh}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
        >
          <RefreshCw
            className={refreshing ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
            aria-hidden="true"
          />
          Atualizar
        </Button>
      </Card>

      <WalletInfo dailyYodcoins={dailyYodcoins} />

      <section aria-labelledby="wallet-history-title" className="flex flex-col gap-4">
        <h2 id="wallet-history-title" className="text-xl font-bold text-zinc-50">
          Histórico de transações
        </h2>
        {wallet.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Carregando transações" />
          </div>
        ) : wallet.isError ? (
          <ErrorState message={LOAD_FAILED} onRetry={refresh} isRetrying={refreshing} />
        ) : wallet.data.transactions.length === 0 ? (
          <EmptyState title="Nenhuma transação encontrada." />
        ) : (
          <TransactionsTable transactions={wallet.data.transactions} />
        )}
      </section>
    </>
  );
}

/** '/wallet' (and '/yodcoins'): balance, how to earn and use YodCoins, and the history. */
export default function WalletPage() {
  const { me, isLoading } = useMe();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <Meta />
      <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-zinc-50">
        <Wallet className="size-8 text-amber-400" aria-hidden="true" />
        Minha carteira
      </h1>
      {isLoading ? <PageSpinner /> : me ? <WalletContent fallbackBalance={me.balance} /> : <LoggedOut />}
      <BannerSlot position="in-content" />
    </div>
  );
}
