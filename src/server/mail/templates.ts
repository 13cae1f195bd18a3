import { escapeHtml } from '../http/escape-html.ts';

export function verificationMail(to: string, username: string, link: string) {
  return {
    to,
    link,
    subject: 'Confirme seu email no Yod Arena',
    text: `Olá, ${username}!\n\nConfirme seu email para entrar na arena:\n${link}\n\nSe você não criou esta conta, ignore esta mensagem.`,
    html: `<p>Olá, ${escapeHtml(username)}!</p><p>Confirme seu email para entrar na arena:</p><p><a href="${escapeHtml(link)}">Confirmar email</a></p><p>Se você não criou esta conta, ignore esta mensagem.</p>`,
  };
}
