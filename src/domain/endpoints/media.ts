import type {
  profilePictureUploadQuerySchema,
  staffUploadParamsSchema,
  uploadResponseSchema,
} from '#domain/schemas/media.ts';
import { endpoint } from './endpoint.ts';

/**
 * Image uploads. Both take `multipart/form-data` with one `file` part, which no JSON body schema
 * describes: the browser sends them with shared/media/api/upload-image-request.ts (XMLHttpRequest,
 * for its upload progress), which takes method, path and status from here, never through `api`.
 */
export const mediaEndpoints = {
  /** The signed-in user's profile picture; answers the stored image's URL. */
  profilePicture: endpoint<{
    query: typeof profilePictureUploadQuerySchema;
    response: typeof uploadResponseSchema;
  }>()('POST', '/api/uploads/profile-pictures', 201),
  /** Staff images (battle banners, ad banners, sponsor logos); answers the stored image's URL. */
  staffImage: endpoint<{ params: typeof staffUploadParamsSchema; response: typeof uploadResponseSchema }>()(
    'POST',
    '/api/uploads/:bucket',
    201,
  ),
};
