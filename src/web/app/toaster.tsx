import { Toaster } from 'sonner';

/** The single Toaster every feature's toast goes to (loaded lazily by toaster-host.tsx). */
export default function AppToaster() {
  return (
    <Toaster
      theme="dark"
      position="top-right"
      // Below the sticky header, so a toast never covers the user menu or the balance.
      offset={{ top: '4.75rem' }}
      mobileOffset={{ top: '4.5rem' }}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
