import { lazy, type ReactNode, Suspense } from 'react';
import { useMe } from '#web/shared/session/use-me.ts';
import { useInViewerShell } from './viewer-shell.tsx';

// Almost nobody is banned: the dialog (Radix Dialog, countdown) loads only for those who are.
const BanDialog = lazy(() =>
  import('#web/features/auth/components/ban-dialog.tsx').then((m) => ({ default: m.BanDialog })),
);

/**
 * A banned user gets the ban dialog instead of the app. The server refuses their every call
 * anyway; this only spares them a broken page. While the session loads the app renders as usual.
 */
export function BanGate({ children }: { children: ReactNode }) {
  const session = useMe();
  // Only fans who are not banned get a shell: it renders the app, as the browser will for them.
  if (useInViewerShell()) return children;
  const { me } = session;
  if (me?.ban) {
    return (
      <Suspense fallback={null}>
        <BanDialog ban={me.ban} />
      </Suspense>
    );
  }
  return children;
}
