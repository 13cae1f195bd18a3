/** The site's origin for absolute URLs in structured data ('' outside a browser). */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export const SUPPORT_EMAIL = 'suporte@yodarena.com.br';
