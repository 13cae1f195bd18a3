import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client.ts';
import { ToasterHost } from './toaster-host.tsx';

/**
 * App-wide providers: one QueryClient and the single Toaster every feature's toast goes to.
 * date-fns gets no default locale here (that would put the pt-BR locale in every page's first
 * download): the calls that produce words pass `locale: ptBR` themselves (src/domain/format.ts,
 * notification-item.tsx); the others format numbers only.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
