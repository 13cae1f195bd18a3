import { Toaster } from 'sonner';
import { useIsMobile } from '#web/lib/use-media-query.ts';

/**
 * The single Toaster every feature's toast goes to (loaded lazily by toaster-host.tsx). At the
 * bottom, where no page keeps its actions: at the top right a toast covered the header's menu and
 * the pages' own buttons ("Nova Batalha" on /admin/battles). Bottom right on a wide screen, across
 * the bottom on a phone.
 */
export default function AppToaster() {
  const isMobile = useIsMobile();
  return (
    <Toaster
      theme="dark"
      position={isMobile ? 'bottom-center' : 'bottom-right'}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
