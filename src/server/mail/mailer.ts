import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail (verification, reset), surfaced in dev logs and the outbox. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

/** With no SMTP configured, mails are kept as JSON files under data/outbox and their link logged. */
export function outboxMailer(dir: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    send: async (mail) => {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
      writeFileSync(file, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }, null, 2));
      log.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file },
        'mail written to the dev outbox',
      );
    },
  };
}

/** Keeps mails in memory; tests read the links from it. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
}
