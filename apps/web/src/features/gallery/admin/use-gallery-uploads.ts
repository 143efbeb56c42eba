import { useCallback, useEffect, useRef, useState } from 'react';
import { checkImageFile, uploadImage, UploadError } from '#/lib/upload';

type TUploadStatus = 'uploading' | 'uploaded' | 'failed';

export interface IUploadItem {
  id: number;
  fileName: string;
  /** A local preview of the picked file while (and after) it uploads. */
  previewUrl: string;
  progress: number;
  status: TUploadStatus;
  key: string | null;
  alt: string;
  /** Why the upload failed. */
  error: string | null;
  /** What is wrong with the alt text, from the form or the server. */
  altError: string | null;
}

let nextItemId = 0;

/**
 * The files picked for the gallery: each uploads on its own at once (POST /api/upload) with its own progress,
 * while the user writes its alt text; the batch is saved when every upload is done.
 */
export function useGalleryUploads() {
  const [items, setItems] = useState<IUploadItem[]>([]);
  const controllers = useRef(new Map<number, AbortController>());

  const patch = useCallback((id: number, change: Partial<IUploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (id: number, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      try {
        const { key } = await uploadImage(file, {
          signal: controller.signal,
          onProgress: (progress) => patch(id, { progress }),
        });
        patch(id, { status: 'uploaded', key, progress: 1 });
      } catch (err) {
        if (controller.signal.aborted) return;
        const message = err instanceof UploadError ? err.message : 'The upload failed.';
        patch(id, { status: 'failed', error: message });
      } finally {
        controllers.current.delete(id);
      }
    },
    [patch],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: IUploadItem[] = [];
      for (const file of files) {
        const problem = checkImageFile(file);
        const item: IUploadItem = {
          id: ++nextItemId,
          fileName: file.name,
          previewUrl: URL.createObjectURL(file),
          progress: 0,
          status: problem ? 'failed' : 'uploading',
          key: null,
          alt: '',
          error: problem,
          altError: null,
        };
        added.push(item);
        if (!problem) void upload(item.id, file);
      }
      setItems((current) => [...current, ...added]);
    },
    [upload],
  );

  const remove = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    setItems((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((item) => item.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setItems((current) => {
      for (const item of current) URL.revokeObjectURL(item.previewUrl);
      return [];
    });
  }, []);

  // Leaving the screen stops uploads nobody will save.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return {
    items,
    add,
    remove,
    clear,
    setAlt: (id: number, alt: string) => patch(id, { alt, altError: null }),
    setAltError: (id: number, altError: string) => patch(id, { altError }),
  };
}
