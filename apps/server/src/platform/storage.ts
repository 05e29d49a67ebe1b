import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where stored files (pictures, attachments) live, addressed by key such as observations/{id}/{uid}. */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Resolves when the storage can take files now (readiness); rejects with the reason otherwise. */
  check(): Promise<void>;
}

/** Keys are a few plain segments; nothing that could climb out of the storage folder. */
export function isSafeKey(key: string): boolean {
  return (
    /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) &&
    !key.split('/').some((part) => part === '..' || part === '.')
  );
}

/** Files in DATA_DIR/files: the embedded default. */
export function createLocalStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const path = resolve(root, ...key.split('/'));
    if (!path.startsWith(root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename would be atomic; a same-size overwrite by the same uploader is harmless here.
      await writeFile(path, body);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(join(pathOf(key)), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
