import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state.tsx';
import { UNEXPECTED_ERROR_MESSAGE } from '../lib/api-client.ts';

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

/** Route error boundary: a crash in one page leaves the header and footer usable. */
export function RouteError() {
  const error = useRouteError();
  const message = isChunkLoadError(error)
    ? STALE_BUNDLE_MESSAGE
    : isRouteErrorResponse(error) && error.status === 404
      ? 'Página não encontrada.'
      : UNEXPECTED_ERROR_MESSAGE;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <ErrorState message={message} onRetry={() => window.location.reload()} retryLabel="Recarregar página" />
    </div>
  );
}
