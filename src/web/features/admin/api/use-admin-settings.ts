import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminSettingsSchema } from '#domain/schemas/admin-settings.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchAdminSettings(signal?: AbortSignal) {
  return apiGet<z.infer<typeof adminSettingsSchema>>('/api/admin/settings', { signal });
}

/** GET /api/admin/settings (master). */
export function useAdminSettings() {
  return useQuery({ queryKey: queryKeys.adminSettings, queryFn: ({ signal }) => fetchAdminSettings(signal) });
}
