import type { NoticeText } from '#domain/battles/result-notices.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import type { Mail } from '#server/mail/mailer.ts';

/** The e-mail twin of an in-app notice, for the fans who opted in; the link opens the battle. */
export function alertMail(to: string, username: string, notice: NoticeText, link: string): Mail {
  const hello = `Olá, ${username}!`;
  const optOut = 'Para não receber estes e-mails, desligue "Avisos por e-mail" no seu perfil.';
  return {
    to,
    link,
    subject: `${notice.title} | Yod Arena`,
    text: `${hello}\n\n${notice.body}\n\n${link}\n\n${optOut}`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(notice.body)}</p><p><a href="${escapeHtml(link)}">Abrir a batalha</a></p><p style="color:#666">${escapeHtml(optOut)}</p>`,
  };
}
