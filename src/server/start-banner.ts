import { DEMO_LOGINS } from './db/seed/demo.ts';

export interface StartBannerFacts {
  publicUrl: string;
  database: string;
  /** Whether the database holds the demo accounts (seeded now or on an earlier start). */
  demoLogins: boolean;
}

/**
 * What `npm start` prints once the server listens. The demo logins appear only where the demo
 * accounts exist: a database of real users never gets a list of logins that would not work there.
 */
export function startBanner(facts: StartBannerFacts): string {
  const lines = ['', `  Yod Arena is running on ${facts.publicUrl}  (database: ${facts.database})`, ''];
  if (facts.demoLogins) {
    lines.push(
      '  Demo logins (password: yodarena):',
      ...DEMO_LOGINS.map((l) => `    ${l.email.padEnd(22)} ${l.label}`),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * One phase of the start-up, told as it happens ("Migrating the database… done in 2.1 s"): a first
 * start builds, creates the embedded database and seeds the demo for a minute or two, and a
 * silent terminal looks stuck.
 */
export async function startStep<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`  ${label}…`);
  const result = await run();
  process.stdout.write(` done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}
