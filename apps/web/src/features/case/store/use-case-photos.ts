import { MAX_CASE_PHOTOS, type TCaseOrderRef } from '@shop/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError } from '#/lib/upload';
import { checkCasePhoto, uploadCasePhoto } from './case-api';

export interface ICasePhotoItem {
  id: number;
  fileName: string;
  /** The picked file shown from memory, so the buyer sees it before (and while) it uploads. */
  previewUrl: string;
  progress: number;
  status: 'uploading' | 'uploaded' | 'failed';
  photoId: number | null;
  error: string | null;
}

let nextItemId = 0;

/**
 * The photos of a damage claim: each uploads on its own as soon as it is picked, with its progress, so that sending
 * the claim only names photos already on the server. At most MAX_CASE_PHOTOS are kept; the rest are refused here.
 */
export function useCasePhotos(ref: TCaseOrderRef) {
  const [items, setItems] = useState<ICasePhotoItem[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const controllers = useRef(new Map<number, AbortController>());

  const patch = useCallback((id: number, change: Partial<ICasePhotoItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (id: number, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      try {
        const { photoId } = await uploadCasePhoto(ref, file, {
          signal: controller.signal,
          onProgress: (progress) => patch(id, { progress }),
        });
        patch(id, { status: 'uploaded', photoId, progress: 1 });
      } catch (err) {
        if (controller.signal.aborted) return;
        patch(id, {
          status: 'failed',
          error: err instanceof UploadError ? err.message : 'The upload failed. Remove it and try again.',
        });
      } finally {
        controllers.current.delete(id);
      }
    },
    [patch, ref],
  );

  const add = (files: File[]) => {
    const room = MAX_CASE_PHOTOS - items.length;
    setRefused(
      files.length > room
        ? `Add at most ${MAX_CASE_PHOTOS} photos: ${files.length - room} were left out.`
        : null,
    );
    const added = files.slice(0, Math.max(room, 0)).map((file): ICasePhotoItem => {
      const problem = checkCasePhoto(file);
      const item: ICasePhotoItem = {
        id: ++nextItemId,
        fileName: file.name,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
        status: problem ? 'failed' : 'uploading',
        photoId: null,
        error: problem,
      };
      if (!problem) void upload(item.id, file);
      return item;
    });
    setItems((current) => [...current, ...added]);
  };

  const remove = (id: number) => {
    controllers.current.get(id)?.abort();
    setRefused(null);
    setItems((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((item) => item.id !== id);
    });
  };

  const clear = () => {
    setRefused(null);
    setItems((current) => {
      for (const item of current) URL.revokeObjectURL(item.previewUrl);
      return [];
    });
  };

  // Leaving the form stops uploads that no claim will name.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return {
    items,
    refused,
    add,
    remove,
    clear,
    busy: items.some((item) => item.status === 'uploading'),
    photoIds: items.flatMap((item) => (item.photoId === null ? [] : [item.photoId])),
  };
}
