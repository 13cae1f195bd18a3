import { z } from 'zod';

/** POST /api/telemetry/not-found: the web app's unknown path, logged for the operator. */
export const notFoundReportSchema = z.object({ path: z.string().max(2000) });
