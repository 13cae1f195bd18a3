import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PublicSettings, publicSettingsSchema } from '#domain/schemas/settings.ts';
import { DEFAULT_PUBLIC_SETTINGS } from '#domain/settings-defaults.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiGet<z.infer<typeof publicSettingsSchema>>('/api/settings/public', { signal });
}

/** GET /api/settings/public. Shows the defaults (3 daily YodCoins, 1 guest vote) until loaded. */
export function usePublicSettings(): PublicSettings & { isLoading: boolean } {
  const query = useQuery({
    queryKey: queryKeys.publicSettings,
    queryFn: ({ signal }) => fetchPublicSettings(signal),
    // The master admin changes these rarely; five minutes of staleness is harmless.
    staleTime: 5 * 60 * 1000,
  });
  const settings = query.data ?? DEFAULT_PUBLIC_SETTINGS;
  return {
    dailyYodcoins: settings.dailyYodcoins,
    guestVotesPerDay: settings.guestVotesPerDay,
    isLoading: query.isLoading,
  };
}
