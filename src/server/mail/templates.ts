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

export function passwordResetMail(to: string, username: string, link: string) {
  return {
    to,
    link,
    subject: 'Redefina sua senha no Yod Arena',
    text: `Olá, ${username}!\n\nRecebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):\n${link}\n\nSe você não pediu, ignore esta mensagem: sua senha continua a mesma.`,
    html: `<p>Olá, ${escapeHtml(username)}!</p><p>Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):</p><p><a href="${escapeHtml(link)}">Redefinir senha</a></p><p>Se você não pediu, ignore esta mensagem: sua senha continua a mesma.</p>`,
  };
}
