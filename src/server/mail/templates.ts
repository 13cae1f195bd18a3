import { maskPixKey } from '#domain/money/pix-key-mask.ts';
import { escapeHtml } from '#server/http/escape-html.ts';

/**
 * The sign-up's confirmation: who signed up (fighter name, PIX key masked), since the reader may
 * not be the one who did. The link confirms nothing by itself (decision 0017): its page asks for
 * the sign-up's password, or lets the mailbox's owner set their own and drop what the sign-up chose.
 */
export function verificationMail(to: string, signUp: { username: string; pixKey: string }, link: string) {
  const pix = maskPixKey(signUp.pixKey);
  return {
    to,
    link,
    subject: 'Confirme seu e-mail no Yod Arena',
    text: `Olá, ${signUp.username}!\n\nUma conta foi criada no Yod Arena com este e-mail:\nNome de lutador: ${signUp.username}\nChave PIX: ${pix}\n\nSe foi você, abra o link abaixo e confirme com a senha que você criou no cadastro:\n${link}\n\nNão foi você? Pelo mesmo link, escolha "Não fui eu" e defina sua própria senha: a conta passa a ser sua, sem esse nome de lutador e sem essa chave PIX. Se preferir, ignore esta mensagem: um cadastro não confirmado é apagado em 48 horas.`,
    html: `<p>Olá, ${escapeHtml(signUp.username)}!</p><p>Uma conta foi criada no Yod Arena com este e-mail:<br>Nome de lutador: <strong>${escapeHtml(signUp.username)}</strong><br>Chave PIX: <strong>${escapeHtml(pix)}</strong></p><p>Se foi você, abra o link e confirme com a senha que você criou no cadastro:</p><p><a href="${escapeHtml(link)}">Confirmar e-mail</a></p><p>Não foi você? Pelo mesmo link, escolha <strong>Não fui eu</strong> e defina sua própria senha: a conta passa a ser sua, sem esse nome de lutador e sem essa chave PIX. Se preferir, ignore esta mensagem: um cadastro não confirmado é apagado em 48 horas.</p>`,
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
    subject: 'Tentativa de cadastro com seu e-mail no Yod Arena',
    text: `Olá!\n\nAlguém tentou criar uma conta no Yod Arena com este endereço de e-mail, que já está cadastrado.\n\nSe foi você, entre com sua senha:\n${loginLink}\n\nSe não lembra a senha (ou nunca criou uma), redefina-a por este link:\n${resetLink}\n\nSe não foi você, ignore esta mensagem: nada foi alterado na sua conta.`,
    html: `<p>Olá!</p><p>Alguém tentou criar uma conta no Yod Arena com este endereço de e-mail, que já está cadastrado.</p><p>Se foi você, <a href="${escapeHtml(loginLink)}">entre com sua senha</a>. Se não lembra a senha (ou nunca criou uma), <a href="${escapeHtml(resetLink)}">redefina sua senha</a>.</p><p>Se não foi você, ignore esta mensagem: nada foi alterado na sua conta.</p>`,
  };
}

/** To the account's address when its PIX key changed: both keys masked (domain/money/pix-key-mask.ts). */
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
