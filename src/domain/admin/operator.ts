import { isValidCnpj } from '#domain/money/pix-key.ts';

/** A CNPJ as typed ('11.222.333/0001-81', alphanumeric ones too) without its punctuation, upper case. */
export function compactCnpj(text: string): string {
  return text.replace(/[.\-/\s]/g, '').toUpperCase();
}

/** A CNPJ whose format and check digits are right (pix-key.ts), punctuation allowed. */
export function isCnpj(text: string): boolean {
  return isValidCnpj(compactCnpj(text));
}

/** '11.222.333/0001-81', from a valid CNPJ with or without punctuation. */
export function formatCnpj(text: string): string {
  const k = compactCnpj(text);
  return `${k.slice(0, 2)}.${k.slice(2, 5)}.${k.slice(5, 8)}/${k.slice(8, 12)}-${k.slice(12)}`;
}

/**
 * Who runs the platform, as the Terms name it: the configured legal name and CNPJ
 * (OPERATOR_LEGAL_NAME, OPERATOR_CNPJ), or null when the operator has not configured them yet,
 * so the page says so in neutral words rather than showing a blank.
 */
export function operatorIdentification(operator: { legalName: string; cnpj: string }): string | null {
  const name = operator.legalName.trim();
  const cnpj = operator.cnpj.trim() === '' ? '' : `CNPJ ${formatCnpj(operator.cnpj)}`;
  if (name === '' && cnpj === '') return null;
  return [name, cnpj].filter(Boolean).join(', ');
}
