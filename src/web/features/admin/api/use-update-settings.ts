import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSettingsEndpoints } from '#domain/endpoints/admin-settings.ts';
import type { UpdateSettingsRequest } from '#domain/schemas/admin-settings.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { adminSettingsQuery } from './use-admin-settings.ts';

/** PUT /api/admin/settings (master): every text stating an amount reads the public settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsRequest) => api(adminSettingsEndpoints.update, { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsQuery().queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: queryKeys.publicSettings });
    },
  });
}
