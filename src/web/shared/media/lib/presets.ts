import type { UploadBucket } from '#domain/schemas/media.ts';

export interface ResizeTarget {
  /** cover: fill the box exactly, cropping the overflow; contain: fit inside the box. */
  mode: 'cover' | 'contain';
  width: number;
  height: number;
}

export interface UploadPreset {
  /** null: the image goes as chosen (ad banners keep their own size). */
  resize: ResizeTarget | null;
  /** Preview box. */
  previewClass: string;
  hint: string;
}

export const uploadPresets: Record<UploadBucket, UploadPreset> = {
  'battle-banners': {
    resize: { mode: 'cover', width: 300, height: 600 },
    previewClass: 'h-[300px] w-[150px] rounded-lg object-cover',
    hint: 'Recomendado 300x600. A imagem é recortada para preencher.',
  },
  'profile-pictures': {
    resize: { mode: 'cover', width: 200, height: 200 },
    previewClass: 'size-24 rounded-full object-cover',
    hint: 'A imagem é recortada em 200x200.',
  },
  'sponsor-logos': {
    resize: { mode: 'contain', width: 300, height: 300 },
    previewClass: 'size-20 rounded-lg bg-zinc-800 object-contain',
    hint: 'O logo é ajustado para caber em 300x300.',
  },
  'global-ad-banners': {
    resize: null,
    previewClass: 'h-[100px] w-[200px] rounded-lg bg-zinc-800 object-contain',
    hint: 'A imagem é enviada no tamanho original (barra lateral 300x600, rodapé até 970x250).',
  },
};
