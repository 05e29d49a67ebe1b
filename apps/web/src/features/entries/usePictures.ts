import { newId } from '@schooldog/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { storeImage } from '../../offline/imageStore';
import { noteNewPicture } from '../../offline/imageQueue';
import { resizePicture } from './pictureResize';

export type PictureItem =
  | { key: string; kind: 'existing'; path: string }
  | {
      key: string;
      kind: 'new';
      name: string;
      status: 'processing' | 'ready' | 'failed';
      blob: Blob | null;
      previewUrl: string | null;
    };

interface ChosenFile {
  name: string;
  lastModified: number;
}

/** Two picks are the same picture when name and modified time match (spec 000 §5 "Uploads"). */
export function pictureKey(file: ChosenFile): string {
  return `file:${file.name}:${file.lastModified}`;
}

/** The files not chosen before, nor twice in this pick. */
export function newPictureFiles<T extends ChosenFile>(
  chosenKeys: ReadonlySet<string>,
  files: readonly T[],
): T[] {
  const seen = new Set(chosenKeys);
  return files.filter((file) => {
    const key = pictureKey(file);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "Mobile with camera" (spec 000 §2): a touch screen and a browser that can reach cameras. */
export function hasCamera(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse)').matches && Boolean(navigator.mediaDevices);
}

/**
 * The pictures of the log / edit entry dialog: existing ones by storage path, new ones resized at
 * once in the browser and, on save, kept on the device (ImageUploadDB) under their storage path
 * for the picture queue to upload, online or not. A stored picture keeps its path, so a retried
 * save names the same one.
 */
export function usePictures(initialPaths: readonly string[]) {
  const [items, setItems] = useState<PictureItem[]>(() =>
    initialPaths.map((path) => ({ key: path, kind: 'existing', path })),
  );
  const chosenKeys = useRef(new Set<string>(initialPaths));
  const previewUrls = useRef(new Map<string, string>());
  const storedPaths = useRef(new Map<string, string>());

  useEffect(() => {
    const urls = previewUrls.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  // Stable (refs and state setters only), so the dialog's memoised fields keep them between renders.
  const add = useCallback((files: readonly File[]) => {
    const update = (key: string, change: Partial<Extract<PictureItem, { kind: 'new' }>>) =>
      setItems((current) =>
        current.map((item) => (item.key === key && item.kind === 'new' ? { ...item, ...change } : item)),
      );
    const fresh = newPictureFiles(chosenKeys.current, files);
    for (const file of fresh) chosenKeys.current.add(pictureKey(file));
    setItems((current) => [
      ...current,
      ...fresh.map((file): PictureItem => ({
        key: pictureKey(file),
        kind: 'new',
        name: file.name,
        status: 'processing',
        blob: null,
        previewUrl: null,
      })),
    ]);
    for (const file of fresh) {
      const key = pictureKey(file);
      resizePicture(file).then(
        (blob) => {
          if (!chosenKeys.current.has(key)) return;
          const previewUrl = URL.createObjectURL(blob);
          previewUrls.current.set(key, previewUrl);
          update(key, { status: 'ready', blob, previewUrl });
        },
        () => update(key, { status: 'failed' }),
      );
    }
  }, []);

  const remove = useCallback((key: string) => {
    chosenKeys.current.delete(key);
    const url = previewUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previewUrls.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  /**
   * Keeps the new pictures on the device for the picture queue and answers the imagePaths, in
   * order: an entry's under observations/{entryId}, a work order's under the `folder` given
   * (tasks/{userId}, spec 001 §7).
   */
  const store = useCallback(
    async (entryId: string, folder = `observations/${entryId}`): Promise<string[]> => {
      const paths: string[] = [];
      for (const item of items) {
        if (item.kind === 'existing') {
          paths.push(item.path);
          continue;
        }
        const { blob } = item;
        if (item.status !== 'ready' || !blob) continue;
        const stored = storedPaths.current.get(item.key);
        if (stored) {
          paths.push(stored);
          continue;
        }
        const path = `${folder}/${newId()}`;
        await storeImage(path, blob, item.name);
        noteNewPicture(path);
        storedPaths.current.set(item.key, path);
        paths.push(path);
      }
      return paths;
    },
    [items],
  );

  const isProcessing = items.some((item) => item.kind === 'new' && item.status === 'processing');
  const hasNewPictures = items.some((item) => item.kind === 'new' && item.status === 'ready');
  const keptPaths = items.flatMap((item) => (item.kind === 'existing' ? [item.path] : []));
  return { items, add, remove, store, isProcessing, hasNewPictures, keptPaths };
}
