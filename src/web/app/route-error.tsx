import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { PageMeta } from './page-meta.tsx';

const STALE_BUNDLE_MESSAGE = 'Uma nova versão do site foi publicada. Recarregue a página para continuar.';

/** A page's chunk fails to load when the site was redeployed while this tab stayed open. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** The error of a page, inside the site's header and footer (the server logged its cause). */
export function RouteErrorView({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isChunkLoadError(error)
    ? STALE_BUNDLE_MESSAGE
    : notFound
      ? 'Página não encontrada.'
      : UNEXPECTED_ERROR_MESSAGE;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <PageMeta
        title={notFound ? 'Página não encontrada' : 'Erro'}
        description="Não foi possível mostrar esta página."
        robots="noindex"
      />
      <ErrorState message={message} onRetry={() => window.location.reload()} retryLabel="Recarregar página" />
    </div>
  );
}

/** Error boundary of the public pages: a failing page keeps the header and footer usable. */
export function RouteError() {
  return <RouteErrorView error={useRouteError()} />;
}
