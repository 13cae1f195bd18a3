import { lazy, Suspense } from 'react';
import type { JoinConfirmation } from '#web/features/battles/use-join-action.ts';

const JoinConfirmDialog = lazy(() =>
  import('./join-confirm-dialog.tsx').then((m) => ({ default: m.JoinConfirmDialog })),
);

/**
 * The join confirmation without its code (Radix AlertDialog) in the page's first download, as
 * share-button.tsx does for sharing: it loads when a fan taps 'Quero entrar!'.
 */
export function JoinConfirmGate({ confirmation }: { confirmation: JoinConfirmation }) {
  if (confirmation.battle === null) return null;
  return (
    <Suspense fallback={null}>
      <JoinConfirmDialog confirmation={confirmation} />
    </Suspense>
  );
}
