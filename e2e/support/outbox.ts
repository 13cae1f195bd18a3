import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './server.ts';

/** The dev outbox of this worker's server (the server writes mails there with no SMTP). */
export function outboxDir(): string {
  return path.join(e2eDataDir(), 'outbox');
}

interface OutboxMail {
  to: string;
  subject: string;
  link?: string;
}

/** The newest action link mailed to an address (the dev outbox the server writes with no SMTP). */
export function latestLinkFor(email: string): string {
  const dir = outboxDir();
  const mails = readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === email && m.link);
  const last = mails.at(-1);
  if (!last?.link) throw new Error(`no mail with a link for ${email}`);
  return last.link;
}
