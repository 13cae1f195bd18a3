/** What `bench/run.ts` hands every suite. */
export interface SuiteContext {
  /** The checkout whose build (dist/) is measured. */
  root: string;
  /** Prints a figure as soon as it is measured. */
  log: (line: string) => void;
}

/** A suite module: measures, prints with `log`, and returns the markdown lines for RESULTS.md. */
export interface Suite {
  run: (ctx: SuiteContext) => Promise<string[]>;
}
