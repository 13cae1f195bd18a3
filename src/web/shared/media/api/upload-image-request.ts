import { mediaEndpoints } from '#domain/endpoints/media.ts';
import { UPLOAD_FAILED } from '#domain/messages/media.ts';
import { apiErrorSchema } from '#domain/schemas/common.ts';
import { type UploadBucket, uploadResponseSchema } from '#domain/schemas/media.ts';
import { ApiError, endpointUrl } from '#web/lib/api-client.ts';

export const UPLOAD_FAILED_MESSAGE = UPLOAD_FAILED.message;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failure(xhr: XMLHttpRequest): ApiError {
  const parsed = apiErrorSchema.safeParse(parseJson(xhr.responseText));
  // A refusal the user can act on keeps its text; anything else (5xx, proxy pages) is generic.
  if (parsed.success && xhr.status >= 400 && xhr.status < 500) {
    const { code, message, title } = parsed.data.error;
    return new ApiError({ status: xhr.status, code, message, ...(title ? { title } : {}) });
  }
  return new ApiError({ status: xhr.status, code: 'UPLOAD_FAILED', message: UPLOAD_FAILED_MESSAGE });
}

/** The bucket's upload endpoint: profile pictures have their own (signed-in users), the rest are staff's. */
function uploadTarget(bucket: UploadBucket) {
  const { profilePicture, staffImage } = mediaEndpoints;
  return bucket === 'profile-pictures'
    ? { endpoint: profilePicture, url: endpointUrl(profilePicture) }
    : { endpoint: staffImage, url: endpointUrl(staffImage, { bucket }) };
}

/**
 * Sends `file` as multipart to the bucket's upload endpoint. XMLHttpRequest instead of fetch (and
 * `api`) because only it reports upload progress; `onProgress` receives 0..1.
 */
export function uploadImageRequest(
  bucket: UploadBucket,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { endpoint, url } = uploadTarget(bucket);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status !== endpoint.status) {
        reject(failure(xhr));
        return;
      }
      const parsed = uploadResponseSchema.safeParse(parseJson(xhr.responseText));
      if (!parsed.success) {
        reject(
          new ApiError({ status: xhr.status, code: 'INVALID_RESPONSE', message: UPLOAD_FAILED_MESSAGE }),
        );
        return;
      }
      onProgress(1);
      resolve(parsed.data.url);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK', message: UPLOAD_FAILED_MESSAGE }));
    xhr.onabort = () => reject(new DOMException('Upload cancelado', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
