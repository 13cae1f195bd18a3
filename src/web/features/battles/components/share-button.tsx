import { lazy, Suspense, useState } from 'react';
import type { ShareDialogProps } from './share-dialog.tsx';
import { ShareTrigger } from './share-trigger.tsx';

const loadShareDialog = () => import('./share-dialog.tsx');
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));

/**
 * 'Compartilhar' without the dialog's code (Radix Dialog, focus trap, scroll lock: ~15 KB gzip)
 * in the battle page's first download: the dialog loads when the pointer or focus reaches the
 * button, and opens on the click.
 */
export function ShareButton(props: Omit<ShareDialogProps, 'defaultOpen'>) {
  const [opened, setOpened] = useState(false);
  if (opened) {
    return (
      <Suspense fallback={<ShareTrigger fighter={props.fighter} isLoading />}>
        <ShareDialog {...props} defaultOpen />
      </Suspense>
    );
  }
  const preload = () => void loadShareDialog();
  return (
    <ShareTrigger
      fighter={props.fighter}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => setOpened(true)}
    />
  );
}
