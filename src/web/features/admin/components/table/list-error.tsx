import { ErrorState } from '#web/components/ui/error-state.tsx';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';

export interface ListErrorProps {
  error: unknown;
  title?: string;
  fallback?: string;
  isRetrying: boolean;
  onRetry: () => void;
  /** A page link the server no longer accepts: offer the first page instead of a retry. */
  onFirstPage: () => void;
}

export function ListError({ error, title, fallback, isRetrying, onRetry, onFirstPage }: ListErrorProps) {
  const stalePage = isApiError(error) && error.code === 'ADMIN_LIST_CURSOR_INVALID';
  return (
    <ErrorState
      {...(title ? { title } : {})}
      message={errorMessage(error, fallback)}
      onRetry={stalePage ? onFirstPage : onRetry}
      retryLabel={stalePage ? 'Ir para a primeira página' : 'Tentar novamente'}
      isRetrying={isRetrying}
    />
  );
}
