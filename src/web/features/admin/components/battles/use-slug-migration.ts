import { useEffect, useRef } from 'react';
import { SLUG_MIGRATION_FAILED } from '#domain/messages/battles.ts';
import { plural } from '#domain/text/plural.ts';
import { useFixSlugs } from '#web/features/admin/api/use-fix-slugs.ts';
import { toast } from '#web/lib/toast.ts';

const updatedText = (updated: number) =>
  `Endereços atualizados (${plural(updated, { one: 'batalha', other: 'batalhas' })})`;
const onError = () =>
  toast.error(SLUG_MIGRATION_FAILED.title, { description: SLUG_MIGRATION_FAILED.message });

/**
 * The slug migration runs once each time the battles page opens, quietly unless
 * it changed something; 'Corrigir endereços das batalhas' runs the same call on demand and always reports.
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
          toast.success('Endereços das batalhas corrigidos', { description: updatedText(updated) });
      },
      onError,
    });
  }, [mutate]);

  const runNow = () =>
    mutate(undefined, { onSuccess: ({ updated }) => toast.success(updatedText(updated)), onError });

  return { runNow, isPending: fixSlugs.isPending };
}
