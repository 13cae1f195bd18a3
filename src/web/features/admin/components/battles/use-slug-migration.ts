import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useFixSlugs } from '#web/features/admin/api/use-fix-slugs.ts';

/**
 * The slug migration runs once each time the battles page opens, quietly unless
 * it changed something; 'Corrigir Slugs' runs the same call on demand and always reports.
 */
export function useSlugMigration() {
  const fixSlugs = useFixSlugs();
  const { mutate } = fixSlugs;
  const started = useRef(false);

  useEffect(() => {
    // The ref survives StrictMode's effect replay, so the migration is not sent twice.
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: ({ updated }) => {
        if (updated > 0)
          toast.success('Migração concluída', { description: `Slugs atualizados (${updated} batalhas)` });
      },
      onError: () =>
        toast.error('Erro na migração', { description: 'Ocorreu um erro durante a migração dos slugs.' }),
    });
  }, [mutate]);

  const runNow = () =>
    mutate(undefined, {
      onSuccess: ({ updated }) => toast.success(`Slugs atualizados (${updated} batalhas)`),
      onError: () =>
        toast.error('Erro na migração', { description: 'Ocorreu um erro durante a migração dos slugs.' }),
    });

  return { runNow, isPending: fixSlugs.isPending };
}
