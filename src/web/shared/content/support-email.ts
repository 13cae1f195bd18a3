export const SUPPORT_EMAIL = 'suporte@yodarena.com.br';
