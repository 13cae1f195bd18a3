import { QueryClientProvider } from '@tanstack/react-query';
import { setDefaultOptions } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from './query-client.ts';

// date-fns calls made without an explicit locale still speak pt-BR.
setDefaultOptions({ locale: ptBR });

/** App-wide providers: one QueryClient and the single Toaster every feature's toast goes to. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
    </QueryClientProvider>
  );
}
