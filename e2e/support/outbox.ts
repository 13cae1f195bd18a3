import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const outboxDir = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');

interface OutboxMail {
  to: string;
  subject: string;
  link?: string;
}

/** The newest action link mailed to an address (the dev outbox the server writes with no SMTP). */
export function latestLinkFor(email: string): string {
  const mails = readdirSync(outboxDir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === email && m.link);
  const last = mails.at(-1);
  if (!last?.link) throw new Error(`no mail with a link for ${email}`);
  return last.link;
}
