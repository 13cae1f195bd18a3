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
