import type { ReactNode } from 'react';
import { RotateCcw, TriangleAlert } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button.tsx';

export interface ErrorStateProps {
  /** The pt-BR message to show (an ApiError's message, or a feature's own text). */
  message: ReactNode;
  title?: ReactNode;
  /** When given, a 'Tentar novamente' button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  className?: string;
}

export function ErrorState({
  message,
  title = 'Algo deu errado',
  onRetry,
  retryLabel = 'Tentar novamente',
  isRetrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-red-900 bg-red-950/40 px-6 py-10 text-center',
        className,
      )}
    >
      <TriangleAlert className="size-10 text-red-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-zinc-50">{title}</p>
      <p className="max-w-md text-sm text-zinc-200">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} isLoading={isRetrying} className="mt-2">
          {isRetrying ? null : <RotateCcw className="size-4" aria-hidden="true" />}
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
