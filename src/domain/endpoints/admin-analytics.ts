import type { analyticsQuerySchema, analyticsResponseSchema } from '#domain/schemas/admin-analytics.ts';
import { endpoint } from './endpoint.ts';

export const adminAnalyticsEndpoints = {
  /** Admin: the last 7, 30 or 90 days, one entry a day, and the top battles and fighters. */
  get: endpoint<{ query: typeof analyticsQuerySchema; response: typeof analyticsResponseSchema }>()(
    'GET',
    '/api/admin/analytics',
  ),
};
