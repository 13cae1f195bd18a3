import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminSettingsSchema, UpdateSettingsRequest } from '#domain/schemas/admin-settings.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function putSettings(body: UpdateSettingsRequest) {
  return apiSend<z.infer<typeof adminSettingsSchema>>('PUT', '/api/admin/settings', body);
}

/** PUT /api/admin/settings (master): every text stating an amount reads the public settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.adminSettings, settings);
      return queryClient.invalidateQueries({ queryKey: queryKeys.publicSettings });
    },
  });
}
