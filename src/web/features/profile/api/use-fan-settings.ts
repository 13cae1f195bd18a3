import { useQuery } from '@tanstack/react-query';
import { fanEndpoints } from '#domain/endpoints/fans.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The signed-in fan's notice settings (e-mail alerts). */
export function useFanSettings() {
  return useQuery({
    queryKey: queryKeys.fanSettings,
    queryFn: ({ signal }) => api(fanEndpoints.settings, {}, { signal }),
    select: (data) => data.settings,
  });
}
