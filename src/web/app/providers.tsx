import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use, useState } from 'react';
import { createQueryClient } from './query-client.ts';
import { ToasterHost } from './toaster-host.tsx';
import { ViewerShellContext } from './viewer-shell.tsx';

/**
 * App-wide providers: one QueryClient and the single Toaster every feature's toast goes to.
 * date-fns gets no default locale here (that would put the pt-BR locale in every page's first
 * download): the calls that produce words pass `locale: ptBR` themselves (src/domain/text/format.ts,
 * notification-item.tsx); the others format numbers only.
 */
export function Providers({ children }: { children: ReactNode }) {
  const { queries } = use(ViewerShellContext);
  // A fan's page from the shared shell starts from their own answers: newer than the shared shell's,
  // so the loaders' copies (the shell's) do not replace them (viewer-shell.tsx).
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (queries.length > 0) hydrate(client, { mutations: [], queries });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
