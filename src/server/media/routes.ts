import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaEndpoints } from '#domain/endpoints/media.ts';
import {
  MAX_UPLOAD_BYTES,
  profilePictureUploadQuerySchema,
  staffUploadParamsSchema,
  uploadResponseSchema,
} from '#domain/schemas/media.ts';
import { requireViewer } from '#server/auth/guard.ts';
import { appError } from '#server/http/app-error.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { uploadImage } from './service.ts';
import { contentTypes, extensionOfKey, isValidKey, storageFor, UPLOAD_CACHE_CONTROL } from './storage.ts';

const multipartLimits = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 };

function errorCode(err: unknown): string | undefined {
  return (err as { code?: string }).code;
}

/** The single file of a multipart request; busboy stops reading at the size limit. */
function fileReader(request: FastifyRequest) {
  return async (): Promise<Buffer> => {
    let part: MultipartFile | undefined;
    try {
      part = await request.file({ limits: multipartLimits });
    } catch (err) {
      if (errorCode(err) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw appError('UPLOAD_MISSING_FILE');
      throw err;
    }
    if (!part) throw appError('UPLOAD_MISSING_FILE');
    try {
      return await part.toBuffer();
    } catch (err) {
      if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw appError('UPLOAD_TOO_LARGE');
      throw err;
    }
  };
}

/** The multipart body is read by fileReader, not described by a schema. */
const uploadSchema = { tags: ['media'], consumes: ['multipart/form-data'], response: uploadResponseSchema };

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  await app.register(fastifyMultipart, { limits: multipartLimits, throwFileSizeLimit: true });

  endpointRoute(
    app,
    mediaEndpoints.profilePicture,
    {
      config: { access: 'user' },
      schema: { ...uploadSchema, querystring: profilePictureUploadQuerySchema },
    },
    async (request) => ({
      url: await uploadImage(deps, {
        viewer: requireViewer(request),
        bucket: 'profile-pictures',
        folder: request.query.folder,
        readFile: fileReader(request),
      }),
    }),
  );

  endpointRoute(
    app,
    mediaEndpoints.staffImage,
    { config: { access: 'staff' }, schema: { ...uploadSchema, params: staffUploadParamsSchema } },
    async (request) => ({
      url: await uploadImage(deps, {
        viewer: requireViewer(request),
        bucket: request.params.bucket,
        readFile: fileReader(request),
      }),
    }),
  );

  // Read-only: only keys of the exact upload shape are looked up, so no path can escape.
  app.get(
    '/uploads/*',
    {
      config: { access: 'public', allowBanned: true, viewer: 'handler' },
      schema: { hide: true, params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const object = isValidKey(key) ? await storageFor(deps.config).get(key) : null;
      if (!object) throw appError('NOT_FOUND');
      reply
        .header('cache-control', UPLOAD_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .type(contentTypes[extensionOfKey(key)]);
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );
};
