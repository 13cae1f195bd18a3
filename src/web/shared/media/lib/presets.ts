import { type ImageBox, type UploadBucket, uploadBoxes } from '#domain/schemas/media.ts';

export type ResizeTarget = ImageBox;

export interface UploadPreset {
  /** null: the image goes as chosen (ad banners keep their own size, within the server's cap). */
  resize: ResizeTarget | null;
  /** Preview box. */
  previewClass: string;
  hint: string;
}

export const uploadPresets: Record<UploadBucket, UploadPreset> = {
  'battle-banners': {
    resize: uploadBoxes['battle-banners'],
    previewClass: 'h-[300px] w-[150px] rounded-lg object-cover',
    hint: 'Recomendado 300x600. A imagem é recortada para preencher.',
  },
  'profile-pictures': {
    resize: uploadBoxes['profile-pictures'],
    previewClass: 'size-24 rounded-full object-cover',
    hint: 'A imagem é recortada em 200x200.',
  },
  'sponsor-logos': {
    resize: uploadBoxes['sponsor-logos'],
    previewClass: 'size-20 rounded-lg bg-zinc-800 object-contain',
    hint: 'O logo é ajustado para caber em 300x300.',
  },
  'global-ad-banners': {
    resize: null,
    previewClass: 'h-[100px] w-[200px] rounded-lg bg-zinc-800 object-contain',
    hint: 'A imagem mantém o tamanho original, até 1940 px de lado (barra lateral 300x600, rodapé até 970x250).',
  },
};
