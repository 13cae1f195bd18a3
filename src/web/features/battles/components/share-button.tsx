import { lazy, Suspense, useState } from 'react';
import { nativeShareData } from '#domain/pages/share.ts';
import { useRootData } from '#web/app/root-data.ts';
import { shareNatively } from './native-share.ts';
import type { ShareDialogProps } from './share-dialog.tsx';
import { ShareTrigger } from './share-trigger.tsx';

const loadShareDialog = () => import('./share-dialog.tsx');
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));

/**
 * 'Compartilhar': on a phone (any browser with the Web Share API) the system's share sheet, with
 * the link tagged `utm_source=native`; elsewhere, or when the fan closes the sheet, the share menu.
 * The menu's code (Radix Dialog, focus trap, scroll lock: ~15 KB gzip) stays out of the battle
 * page's first download: it loads when the pointer or focus reaches the button.
 */
export function ShareButton(props: Omit<ShareDialogProps, 'defaultOpen'>) {
  const [opened, setOpened] = useState(false);
  const origin = useRootData()?.origin ?? '';
  if (opened) {
    return (
      <Suspense fallback={<ShareTrigger fighter={props.fighter} isLoading />}>
        <ShareDialog {...props} defaultOpen />
      </Suspense>
    );
  }
  const preload = () => void loadShareDialog();
  const openMenu = () => setOpened(true);
  return (
    <ShareTrigger
      fighter={props.fighter}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => {
        const data = nativeShareData(origin, props.slugOrId, props.title, props.fighter, props.result);
        if (!shareNatively(data, openMenu)) openMenu();
      }}
    />
  );
}
