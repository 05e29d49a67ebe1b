/** Pictures are served and uploaded at /api/files/{storage path}, each path segment encoded. */
const FILES_PREFIX = '/api/files/';

/** Where a stored picture (observations/{entryId}/{uid}) is served. */
export function pictureUrl(path: string): string {
  return `${FILES_PREFIX}${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The storage path a picture URL serves; null for any other address. */
export function picturePathOf(src: string): string | null {
  if (!src.startsWith(FILES_PREFIX)) return null;
  try {
    return src.slice(FILES_PREFIX.length).split('?')[0]?.split('/').map(decodeURIComponent).join('/') ?? null;
  } catch {
    return null;
  }
}
