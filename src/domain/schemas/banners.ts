import { z } from 'zod';
import { BANNER_IMAGE_REQUIRED, BANNER_PAGE_WITHOUT_SLOT } from '#domain/messages/media.ts';
import {
  adTargetPages,
  bannerPositions,
  bannerShownOn,
  DEFAULT_BANNER_POSITION,
} from '#domain/pages/ad-page.ts';
import { isHttpUrl, isImageUrl } from './media.ts';

export const bannerPositionSchema = z.enum(bannerPositions);
export const adPageSchema = z.enum(adTargetPages);

/** A banner as the admin list shows it. */
export const bannerSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  position: bannerPositionSchema,
  isActive: z.boolean(),
  /** Empty means any page of its position. */
  targetPages: z.array(adPageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListResponseSchema = z.object({ banners: z.array(bannerSchema) });
export const bannerResponseSchema = z.object({ banner: bannerSchema });

const optionalLink = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isHttpUrl(v), 'Informe uma URL válida (http ou https).');

const bannerFields = {
  name: z.string().trim().min(1, 'Nome é obrigatório').max(120, 'Nome deve ter no máximo 120 caracteres'),
  imageUrl: z
    .string()
    .trim()
    .min(1, BANNER_IMAGE_REQUIRED.message)
    .max(2000)
    .refine(isImageUrl, 'Informe uma URL de imagem válida.'),
  linkUrl: optionalLink,
  position: bannerPositionSchema,
  targetPages: z.array(adPageSchema).transform((pages) => [...new Set(pages)]),
  isActive: z.boolean(),
};

/**
 * The create/edit form (name required, image by upload or URL, link optional).
 * Target pages must be pages the position has a slot on (ad-page.ts bannerSlotPages).
 */
export const bannerInputSchema = z
  .object({
    ...bannerFields,
    position: bannerFields.position.default(DEFAULT_BANNER_POSITION),
    targetPages: bannerFields.targetPages.default([]),
    isActive: bannerFields.isActive.default(false),
  })
  .refine((banner) => banner.targetPages.every((page) => bannerShownOn(banner.position, page)), {
    path: ['targetPages'],
    message: BANNER_PAGE_WITHOUT_SLOT.message,
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;
export type BannerFormValues = z.input<typeof bannerInputSchema>;

/** A partial edit: fields left out stay as they are (no defaults here on purpose). */
export const bannerPatchSchema = z.object(bannerFields).partial();
export type BannerPatch = z.infer<typeof bannerPatchSchema>;

export const bannerIdParamsSchema = z.object({ id: z.uuid('Banner inválido.') });

export const bannerPickQuerySchema = z.object({
  position: bannerPositionSchema,
  page: adPageSchema.optional(),
});

/** What a public slot needs: never the targeting or the timestamps. */
export const pickedBannerSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().min(1),
  linkUrl: z.string().nullable(),
});
export type PickedBanner = z.infer<typeof pickedBannerSchema>;

export const bannerPickResponseSchema = z.object({ banner: pickedBannerSchema.nullable() });
export type BannerPickResponse = z.infer<typeof bannerPickResponseSchema>;
