import type { notFoundReportSchema } from '#domain/schemas/ops.ts';
import { endpoint } from './endpoint.ts';

export const opsEndpoints = {
  /** Logs an unknown path the web app was asked for (a warning for the operator). */
  notFound: endpoint<{ body: typeof notFoundReportSchema }>()('POST', '/api/telemetry/not-found', 204),
};
