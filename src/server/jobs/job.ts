import type { Config } from '#server/config.ts';
import type { Tx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';

// The job contract lives apart from the registry (index.ts), which imports every job.
export interface Job {
  name: string;
  /** A stable number: the Postgres advisory lock that lets one instance run the job per tick. */
  lockId: number;
  intervalMs: number;
  /** When set, the interval comes from the configuration instead (e.g. shortened for tests). */
  configuredIntervalMs?: (config: Config) => number;
  /**
   * Run once to completion before the server answers (runBeforeServing): for a job whose first run
   * after a start would otherwise leave requests doing its work live (the analytics rollup).
   */
  beforeServing?: true;
  /** Does the job's work inside the transaction that holds the lock. */
  run(deps: AppDeps, tx: Tx): Promise<void>;
}
