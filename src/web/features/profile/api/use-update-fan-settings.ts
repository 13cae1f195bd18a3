import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fanEndpoints } from '#domain/endpoints/fans.ts';
import type { FanSettings } from '#domain/schemas/fans.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function useUpdateFanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FanSettings) => api(fanEndpoints.updateSettings, { body }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.fanSettings, data),
  });
}
