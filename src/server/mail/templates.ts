import { escapeHtml } from '#server/http/escape-html.ts';

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

/**
 * To the owner of an address someone tried to sign up with again (the form answers as for a new
 * address, so it reveals no account; decision 0017). No confirmation link: the account waiting may
 * be someone else's sign-up with this address, and confirming it would hand it to them.
 */
export function signupAttemptMail(to: string, loginLink: string, resetLink: string) {
  return {
    to,
    link: resetLink,
    subject: 'Tentativa de cadastro com seu email no Yod Arena',
    text: `Olá!\n\nAlguém tentou criar uma conta no Yod Arena com este endereço de email, que já está cadastrado.\n\nSe foi você, entre com sua senha:\n${loginLink}\n\nSe não lembra a senha (ou nunca criou uma), redefina-a por este link:\n${resetLink}\n\nSe não foi você, ignore esta mensagem: nada foi alterado na sua conta.`,
    html: `<p>Olá!</p><p>Alguém tentou criar uma conta no Yod Arena com este endereço de email, que já está cadastrado.</p><p>Se foi você, <a href="${escapeHtml(loginLink)}">entre com sua senha</a>. Se não lembra a senha (ou nunca criou uma), <a href="${escapeHtml(resetLink)}">redefina sua senha</a>.</p><p>Se não foi você, ignore esta mensagem: nada foi alterado na sua conta.</p>`,
  };
}

/** To the account's address when its PIX key changed: both keys masked (domain/pix-key-mask.ts). */
export function pixKeyChangedMail(
  to: string,
  username: string,
  keys: { before: string; after: string },
  resetLink: string,
) {
  return {
    to,
    link: resetLink,
    subject: 'Sua chave PIX foi alterada no Yod Arena',
    text: `Olá, ${username}!\n\nA chave PIX da sua conta, usada para pagar seus prêmios, foi alterada.\n\nChave anterior: ${keys.before}\nNova chave: ${keys.after}\n\nSe não foi você, redefina sua senha agora (isso encerra todas as sessões abertas) e confira sua chave PIX no seu perfil:\n${resetLink}`,
    html: `<p>Olá, ${escapeHtml(username)}!</p><p>A chave PIX da sua conta, usada para pagar seus prêmios, foi alterada.</p><p>Chave anterior: <strong>${escapeHtml(keys.before)}</strong><br>Nova chave: <strong>${escapeHtml(keys.after)}</strong></p><p>Se não foi você, <a href="${escapeHtml(resetLink)}">redefina sua senha</a> agora (isso encerra todas as sessões abertas) e confira sua chave PIX no seu perfil.</p>`,
  };
}
