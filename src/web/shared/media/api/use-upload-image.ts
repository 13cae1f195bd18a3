import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UploadBucket } from '#domain/schemas/media.ts';
import { uploadImageRequest } from './upload-image-request.ts';

/** Uploads an image to the bucket with real progress (0..100) for the progress bar. */
export function useUploadImage(bucket: UploadBucket) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadImageRequest(bucket, file, (fraction) => setProgress(Math.round(fraction * 100)));
    },
  });
  return { ...mutation, progress };
}
