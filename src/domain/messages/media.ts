import type { CatalogueEntry } from './entry.ts';

// Upload
export const UPLOAD_NOT_IMAGE = {
  status: 415,
  message: 'Apenas arquivos de imagem são permitidos.',
} as const satisfies CatalogueEntry;
export const UPLOAD_TOO_LARGE = {
  status: 413,
  message: 'O tamanho máximo do arquivo é 5 MB.',
} as const satisfies CatalogueEntry;
export const UPLOAD_PROCESS_FAILED = {
  status: 422,
  message: 'Erro ao redimensionar a imagem. Tente outro arquivo.',
} as const satisfies CatalogueEntry;
export const UPLOAD_FAILED = {
  status: 500,
  message: 'Falha ao enviar a imagem. Tente novamente.',
} as const satisfies CatalogueEntry;
export const UPLOAD_TOO_MANY_PIXELS = {
  status: 413,
  message: 'A imagem tem dimensões grandes demais. Envie uma imagem de até 24 megapixels.',
} as const satisfies CatalogueEntry;
export const UPLOAD_QUOTA_EXCEEDED = {
  status: 413,
  message:
    'Você atingiu o limite de espaço para imagens da sua conta. Substitua uma imagem que já enviou ou fale com a equipe da Yod Arena.',
} as const satisfies CatalogueEntry;
export const UPLOAD_MISSING_FILE = {
  status: 400,
  title: 'Erro de validação',
  message: 'Selecione uma imagem para enviar.',
} as const satisfies CatalogueEntry;
export const UPLOAD_RATE_LIMITED = {
  status: 429,
  message: 'Você enviou muitas imagens em pouco tempo. Aguarde alguns minutos e tente novamente.',
} as const satisfies CatalogueEntry;
export const UPLOAD_FOLDER_FORBIDDEN = {
  status: 403,
  title: 'Acesso negado',
  message: 'Você só pode enviar imagens para a sua própria pasta.',
} as const satisfies CatalogueEntry;
export const PROFILE_PICTURE_NOT_OWNED = {
  status: 400,
  title: 'Erro ao salvar',
  message: 'Envie a foto de perfil pelo botão de upload.',
} as const satisfies CatalogueEntry;
// Banners
export const BANNER_NOT_FOUND = {
  status: 404,
  message: 'Banner não encontrado.',
} as const satisfies CatalogueEntry;
export const BANNER_PAGE_WITHOUT_SLOT = {
  status: 400,
  title: 'Erro de validação',
  message: 'Esta posição não aparece em uma das páginas escolhidas. Marque apenas as páginas indicadas.',
} as const satisfies CatalogueEntry;
export const BANNER_IMAGE_REQUIRED = {
  status: 400,
  title: 'Erro de validação',
  message: 'Envie uma imagem ou informe a URL da imagem do banner.',
} as const satisfies CatalogueEntry;
export const BANNER_SAVE_FAILED = {
  status: 500,
  title: 'Erro ao salvar banner',
  message: 'Tente novamente.',
} as const satisfies CatalogueEntry;
