import type { adminSummarySchema } from '#domain/schemas/admin-dashboard.ts';
import { endpoint } from './endpoint.ts';

export const adminDashboardEndpoints = {
  /** Staff: the dashboard's figures and the sidebar's pending-battles badge. */
  summary: endpoint<{ response: typeof adminSummarySchema }>()('GET', '/api/admin/summary'),
};
