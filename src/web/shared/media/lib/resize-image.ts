import { IMAGE_EXPORT_QUALITY } from '#domain/schemas/media.ts';
import type { ResizeTarget } from './presets.ts';
import { exportType, planResize } from './resize-geometry.ts';

const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** Resizes an image file in a canvas and exports it at quality 0.92; throws when it cannot. */
export async function resizeImage(file: File, target: ResizeTarget): Promise<File> {
  // createImageBitmap applies the EXIF orientation, so phone photos are not sideways.
  const bitmap = await createImageBitmap(file);
  try {
    const plan = planResize(bitmap.width, bitmap.height, target);
    const canvas = document.createElement('canvas');
    canvas.width = plan.width;
    canvas.height = plan.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, plan.sx, plan.sy, plan.sw, plan.sh, 0, 0, plan.width, plan.height);
    const type = exportType(file.type);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, IMAGE_EXPORT_QUALITY),
    );
    if (!blob) throw new Error('canvas export failed');
    // A browser without WebP export answers PNG: name the file after what it really is.
    const actual = blob.type in extensions ? (blob.type as keyof typeof extensions) : type;
    const base = file.name.replace(/\.[^.]+$/, '') || 'imagem';
    return new File([blob], `${base}.${extensions[actual]}`, { type: actual });
  } finally {
    bitmap.close();
  }
}
