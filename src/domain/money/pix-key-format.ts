/**
 * A stored PIX key as people read it: a phone '+55 (11) 98765-4321', a CPF '123.456.789-09', a
 * CNPJ '12.345.678/0001-90'; e-mails, random keys and anything unexpected as stored.
 */
export function formatPixKey(key: string): string {
  const phone = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(key);
  if (phone) return `+55 (${phone[1]}) ${phone[2]}-${phone[3]}`;
  const cpf = /^(\d{3})(\d{3})(\d{3})(\d{2})$/.exec(key);
  if (cpf) return `${cpf[1]}.${cpf[2]}.${cpf[3]}-${cpf[4]}`;
  const cnpj = /^([0-9A-Z]{2})([0-9A-Z]{3})([0-9A-Z]{3})([0-9A-Z]{4})(\d{2})$/.exec(key);
  if (cnpj) return `${cnpj[1]}.${cnpj[2]}.${cnpj[3]}/${cnpj[4]}-${cnpj[5]}`;
  return key;
}
