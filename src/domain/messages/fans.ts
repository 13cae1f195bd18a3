import type { CatalogueEntry } from './entry.ts';

export const FOLLOW_SELF = {
  status: 400,
  message: 'Você não pode seguir a si mesmo.',
} as const satisfies CatalogueEntry;
