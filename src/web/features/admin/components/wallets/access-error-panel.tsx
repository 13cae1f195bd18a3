import { useState } from 'react';
import { ErrorState } from '#web/components/ui/error-state.tsx';

/** The permission retry: wait 1 s, check again, reload the page once access is granted. */
export const PERMISSION_RETRY_DELAY_MS = 1000;

export interface AccessErrorPanelProps {
  message: string;
  title?: string;
  /** Re-checks access; true when the master check now passes. */
  recheck: () => Promise<boolean>;
}

export function AccessErrorPanel({
  message,
  title = 'Sem acesso ao gerenciamento de YodCoins',
  recheck,
}: AccessErrorPanelProps) {
  const [retrying, setRetrying] = useState(false);
  const onRetry = async () => {
    setRetrying(true);
    await new Promise((resolve) => window.setTimeout(resolve, PERMISSION_RETRY_DELAY_MS));
    const granted = await recheck().catch(() => false);
    if (granted) {
      window.location.reload();
      return;
    }
    setRetrying(false);
  };
  return (
    <ErrorState
      title={title}
      message={message}
      onRetry={() => void onRetry()}
      isRetrying={retrying}
      retryLabel="Verificar novamente"
    />
  );
}
