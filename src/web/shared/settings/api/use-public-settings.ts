import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PUBLIC_SETTINGS } from '#domain/admin/settings-defaults.ts';
import { settingsEndpoints } from '#domain/endpoints/settings.ts';
import type { PublicSettings } from '#domain/schemas/settings.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The settings the public texts quote (daily YodCoins, guest votes per day). */
export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.publicSettings,
    queryFn: ({ signal }) => api(settingsEndpoints.public, {}, { signal }),
  });

/**
 * Shows the defaults (3 daily YodCoins, 1 guest vote) until loaded. `fetch: false` reads what the
 * root loader put in the cache (every page has it) without ever asking the API, for texts inside
 * components that other pages and tests render on their own.
 */
export function usePublicSettings({ fetch = true } = {}): PublicSettings & { isLoading: boolean } {
  const query = useQuery({
    ...publicSettingsQuery(),
    enabled: fetch,
    // The master admin changes these rarely; five minutes of staleness is harmless.
    staleTime: 5 * 60 * 1000,
  });
  const settings = query.data ?? DEFAULT_PUBLIC_SETTINGS;
  return {
    dailyYodcoins: settings.dailyYodcoins,
    guestVotesPerDay: settings.guestVotesPerDay,
    operatorLegalName: settings.operatorLegalName,
    operatorCnpj: settings.operatorCnpj,
    isLoading: query.isLoading,
  };
}
